import "leaflet/dist/leaflet.css";
import type { LeafletEvent, LeafletKeyboardEvent, Marker as LeafletMarker } from "leaflet";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation, useTwins } from "@/shared/i18n/use-translation";
import { PROJECTS } from "@/shared/i18n/projects";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { OSM_TILES } from "@/shared/config/paths";
import { SITE } from "@/shared/config/site";
import type { ProjectCardData } from "@/site/lib/project-cards";
import { createHoverCard } from "../../lib/hover-card";
import { hoverCardPosition, type MapPoint } from "../../lib/map-points";
import { MapHoverCard } from "./map-hover-card";
import { projectMarkerIcon } from "./marker-icon";

type MarkerHit = { point: MapPoint<ProjectCardData>; x: number; y: number; marker: HTMLElement | undefined; byKeyboard: boolean };
/** `box`: the map's size when the card opened, which places it (read in the event, never while rendering). */
type OpenCard = MarkerHit & { box: { width: number; height: number } };
type Handlers = { open: (hit: MarkerHit) => void; leaveMarker: () => void; close: () => void };

// Measured once the card renders; this first guess only matters for the very first frame.
const CARD_GUESS = { width: 256, height: 250 };
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Names the map's focusable container for screen readers (MapContainer passes no ARIA props on). */
function MapLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    el.setAttribute("role", "region");
    el.setAttribute("aria-label", label);
  }, [map, label]);
  return null;
}

function ProjectMarkers({ points, handlers }: { points: MapPoint<ProjectCardData>[]; handlers: Handlers }) {
  const map = useMapEvents({ click: handlers.close, movestart: handlers.close, zoomstart: handlers.close });
  const { text } = useTwins();
  const icons = useMemo(() => new Map(points.map((p) => [p.project.uniId, projectMarkerIcon(text(p.project, "name"))])), [points, text]);
  return points.map((point) => {
    const at = (e: LeafletEvent, byKeyboard: boolean): MarkerHit => {
      const marker = e.target as LeafletMarker;
      const { x, y } = map.latLngToContainerPoint(marker.getLatLng());
      return { point, x, y, marker: marker.getElement(), byKeyboard };
    };
    return (
      <Marker
        key={point.project.uniId}
        position={[point.lat, point.lng]}
        icon={icons.get(point.project.uniId)!}
        title={text(point.project, "name")}
        riseOnHover
        eventHandlers={{
          mouseover: (e) => handlers.open(at(e, false)),
          mouseout: handlers.leaveMarker,
          // A tap on a touch screen arrives as a click.
          click: (e) => handlers.open(at(e, false)),
          // Markers are focusable buttons, but Leaflet turns no key into a click: Enter and Space open the card.
          keypress: (e) => {
            const key = (e as LeafletKeyboardEvent).originalEvent.key;
            if (key === "Enter" || key === " ") {
              (e as LeafletKeyboardEvent).originalEvent.preventDefault();
              handlers.open(at(e, true));
            }
          },
        }}
      />
    );
  });
}

/** The Leaflet part of the projects map, loaded on demand (see projects-map.tsx). */
export default function LeafletMap({ points }: { points: MapPoint<ProjectCardData>[] }) {
  const { t } = useTranslation(PROJECTS);
  const wrapRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<OpenCard | null>(null);
  const [cardSize, setCardSize] = useState(CARD_GUESS);
  const controller = useMemo(() => createHoverCard<OpenCard>(setCard), []);
  useEffect(() => controller.dispose, [controller]);

  useEffect(() => {
    const el = cardRef.current;
    if (!el) return;
    const size = { width: el.offsetWidth, height: el.offsetHeight };
    if (size.width !== cardSize.width || size.height !== cardSize.height) setCardSize(size);
    // Keyboard users land in the card they opened, so its links are the next thing they reach.
    if (card?.byKeyboard) el.querySelector<HTMLElement>("a")?.focus();
  }, [card, cardSize]);

  const closeAndReturn = () => {
    card?.marker?.focus();
    controller.close();
  };
  const handlers = useMemo<Handlers>(
    () => ({
      open: (hit) => controller.open({ ...hit, box: { width: wrapRef.current?.clientWidth ?? 0, height: wrapRef.current?.clientHeight ?? 0 } }),
      leaveMarker: controller.leaveMarker,
      close: controller.close,
    }),
    [controller],
  );
  const position = card ? hoverCardPosition(card, cardSize, card.box) : null;

  return (
    // Escape pressed anywhere in the map (a marker, the card's links) bubbles here: the controls themselves are buttons and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches bubbled key events only (the rule's documented exception)
    <div ref={wrapRef} className="relative size-full" onKeyDown={(e) => e.key === "Escape" && card && closeAndReturn()}>
      <MapContainer
        center={SITE.map.center}
        zoom={SITE.map.zoom}
        scrollWheelZoom={false}
        className="size-full"
      >
        <MapLabel label={t("map.label")} />
        <TileLayer url={OSM_TILES} attribution={ATTRIBUTION} />
        <ProjectMarkers points={points} handlers={handlers} />
      </MapContainer>
      {card && position && (
        <MapHoverCard
          ref={cardRef}
          project={card.point.project}
          lat={card.point.lat}
          lng={card.point.lng}
          left={position.left}
          top={position.top}
          onPointerEnter={controller.enterCard}
          onPointerLeave={controller.leaveCard}
          onClose={closeAndReturn}
        />
      )}
    </div>
  );
}
