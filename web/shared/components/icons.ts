/**
 * The app's icons: lucide's, without the SVG attributes every one of them repeats (issue 47). lucide
 * writes `xmlns`, `fill="none"`, `stroke="currentColor"`, `stroke-linecap` and `stroke-linejoin` on
 * each `<svg>`: about 115 bytes an icon, 7 KB of the home page's HTML. Inside HTML `xmlns` means
 * nothing, and the rest is one rule for every `.lucide` in web/styles.css, under any utility.
 *
 * Import icons from here, never from lucide-react (the lint says so); a name missing here is a type
 * error where it is used. Size, stroke width, colour and a11y props work as lucide documents them.
 */
import { createElement, forwardRef } from "react";
import {
  ArrowDown as ArrowDownIcon,
  ArrowLeft as ArrowLeftIcon,
  ArrowRight as ArrowRightIcon,
  ArrowUp as ArrowUpIcon,
  ArrowUpDown as ArrowUpDownIcon,
  AtSign as AtSignIcon,
  Ban as BanIcon,
  Building as BuildingIcon,
  Building2 as Building2Icon,
  CalendarCheck as CalendarCheckIcon,
  CalendarClock as CalendarClockIcon,
  CalendarDays as CalendarDaysIcon,
  Car as CarIcon,
  Check as CheckIcon,
  CheckCircle2 as CheckCircle2Icon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  CircleCheck as CircleCheckIcon,
  Compass as CompassIcon,
  Copy as CopyIcon,
  DatabaseBackup as DatabaseBackupIcon,
  Download as DownloadIcon,
  Expand as ExpandIcon,
  ExternalLink as ExternalLinkIcon,
  Eye as EyeIcon,
  EyeOff as EyeOffIcon,
  FileCheck2 as FileCheck2Icon,
  FileDown as FileDownIcon,
  FilePen as FilePenIcon,
  FilePlus as FilePlusIcon,
  FilePlus2 as FilePlus2Icon,
  FileQuestion as FileQuestionIcon,
  FileSignature as FileSignatureIcon,
  FileText as FileTextIcon,
  Fingerprint as FingerprintIcon,
  FolderKanban as FolderKanbanIcon,
  Grid2x2 as Grid2x2Icon,
  Handshake as HandshakeIcon,
  HardHat as HardHatIcon,
  History as HistoryIcon,
  Home as HomeIcon,
  ImagePlus as ImagePlusIcon,
  Images as ImagesIcon,
  Info as InfoIcon,
  KeyRound as KeyRoundIcon,
  LandPlot as LandPlotIcon,
  Languages as LanguagesIcon,
  Layers as LayersIcon,
  LayoutDashboard as LayoutDashboardIcon,
  LayoutGrid as LayoutGridIcon,
  ListChecks as ListChecksIcon,
  Loader2 as Loader2Icon,
  Lock as LockIcon,
  LogIn as LogInIcon,
  LogOut as LogOutIcon,
  Mail as MailIcon,
  MapPin as MapPinIcon,
  MapPinned as MapPinnedIcon,
  Menu as MenuIcon,
  MessageCircleQuestionMark as MessageCircleQuestionMarkIcon,
  Navigation as NavigationIcon,
  Newspaper as NewspaperIcon,
  Pencil as PencilIcon,
  Phone as PhoneIcon,
  Play as PlayIcon,
  Plus as PlusIcon,
  Quote as QuoteIcon,
  RefreshCw as RefreshCwIcon,
  RotateCcw as RotateCcwIcon,
  Route as RouteIcon,
  Ruler as RulerIcon,
  Search as SearchIcon,
  SearchX as SearchXIcon,
  Send as SendIcon,
  Settings as SettingsIcon,
  Share2 as Share2Icon,
  ShieldAlert as ShieldAlertIcon,
  ShieldCheck as ShieldCheckIcon,
  ShieldOff as ShieldOffIcon,
  SlidersHorizontal as SlidersHorizontalIcon,
  Sparkles as SparklesIcon,
  Trash2 as Trash2Icon,
  TrendingDown as TrendingDownIcon,
  TrendingUp as TrendingUpIcon,
  Unlock as UnlockIcon,
  Upload as UploadIcon,
  UserRound as UserRoundIcon,
  X as XIcon,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

export type { LucideIcon, LucideProps };

/** `Icon` with lucide's repeated attributes left to the style sheet (a `color` given still strokes). */
function lean(Icon: LucideIcon): LucideIcon {
  const Lean = forwardRef<SVGSVGElement, LucideProps>((props, ref) =>
    createElement(Icon, {
      ref,
      xmlns: undefined,
      fill: undefined,
      strokeLinecap: undefined,
      strokeLinejoin: undefined,
      ...(props.color === undefined && { stroke: undefined }),
      ...props,
    }),
  );
  Lean.displayName = Icon.displayName;
  return Lean as LucideIcon;
}

export const ArrowDown = lean(ArrowDownIcon);
export const ArrowLeft = lean(ArrowLeftIcon);
export const ArrowRight = lean(ArrowRightIcon);
export const ArrowUp = lean(ArrowUpIcon);
export const ArrowUpDown = lean(ArrowUpDownIcon);
export const AtSign = lean(AtSignIcon);
export const Ban = lean(BanIcon);
export const Building = lean(BuildingIcon);
export const Building2 = lean(Building2Icon);
export const CalendarCheck = lean(CalendarCheckIcon);
export const CalendarClock = lean(CalendarClockIcon);
export const CalendarDays = lean(CalendarDaysIcon);
export const Car = lean(CarIcon);
export const Check = lean(CheckIcon);
export const CheckCircle2 = lean(CheckCircle2Icon);
export const ChevronDown = lean(ChevronDownIcon);
export const ChevronLeft = lean(ChevronLeftIcon);
export const ChevronRight = lean(ChevronRightIcon);
export const CircleCheck = lean(CircleCheckIcon);
export const Compass = lean(CompassIcon);
export const Copy = lean(CopyIcon);
export const DatabaseBackup = lean(DatabaseBackupIcon);
export const Download = lean(DownloadIcon);
export const Expand = lean(ExpandIcon);
export const ExternalLink = lean(ExternalLinkIcon);
export const Eye = lean(EyeIcon);
export const EyeOff = lean(EyeOffIcon);
export const FileCheck2 = lean(FileCheck2Icon);
export const FileDown = lean(FileDownIcon);
export const FilePen = lean(FilePenIcon);
export const FilePlus = lean(FilePlusIcon);
export const FilePlus2 = lean(FilePlus2Icon);
export const FileQuestion = lean(FileQuestionIcon);
export const FileSignature = lean(FileSignatureIcon);
export const FileText = lean(FileTextIcon);
export const Fingerprint = lean(FingerprintIcon);
export const FolderKanban = lean(FolderKanbanIcon);
export const Grid2x2 = lean(Grid2x2Icon);
export const Handshake = lean(HandshakeIcon);
export const HardHat = lean(HardHatIcon);
export const History = lean(HistoryIcon);
export const Home = lean(HomeIcon);
export const ImagePlus = lean(ImagePlusIcon);
export const Images = lean(ImagesIcon);
export const Info = lean(InfoIcon);
export const KeyRound = lean(KeyRoundIcon);
export const LandPlot = lean(LandPlotIcon);
export const Languages = lean(LanguagesIcon);
export const Layers = lean(LayersIcon);
export const LayoutDashboard = lean(LayoutDashboardIcon);
export const LayoutGrid = lean(LayoutGridIcon);
export const ListChecks = lean(ListChecksIcon);
export const Loader2 = lean(Loader2Icon);
export const Lock = lean(LockIcon);
export const LogIn = lean(LogInIcon);
export const LogOut = lean(LogOutIcon);
export const Mail = lean(MailIcon);
export const MapPin = lean(MapPinIcon);
export const MapPinned = lean(MapPinnedIcon);
export const Menu = lean(MenuIcon);
export const MessageCircleQuestionMark = lean(MessageCircleQuestionMarkIcon);
export const Navigation = lean(NavigationIcon);
export const Newspaper = lean(NewspaperIcon);
export const Pencil = lean(PencilIcon);
export const Phone = lean(PhoneIcon);
export const Play = lean(PlayIcon);
export const Plus = lean(PlusIcon);
export const Quote = lean(QuoteIcon);
export const RefreshCw = lean(RefreshCwIcon);
export const RotateCcw = lean(RotateCcwIcon);
export const Route = lean(RouteIcon);
export const Ruler = lean(RulerIcon);
export const Search = lean(SearchIcon);
export const SearchX = lean(SearchXIcon);
export const Send = lean(SendIcon);
export const Settings = lean(SettingsIcon);
export const Share2 = lean(Share2Icon);
export const ShieldAlert = lean(ShieldAlertIcon);
export const ShieldCheck = lean(ShieldCheckIcon);
export const ShieldOff = lean(ShieldOffIcon);
export const SlidersHorizontal = lean(SlidersHorizontalIcon);
export const Sparkles = lean(SparklesIcon);
export const Trash2 = lean(Trash2Icon);
export const TrendingDown = lean(TrendingDownIcon);
export const TrendingUp = lean(TrendingUpIcon);
export const Unlock = lean(UnlockIcon);
export const Upload = lean(UploadIcon);
export const UserRound = lean(UserRoundIcon);
export const X = lean(XIcon);
