import type { MasterName } from "./images";

export type Article = {
  title: string;
  main: string[];
  /** Paragraphs of the details record; absent -> no details yet. */
  details?: string[];
  image: MasterName;
  gallery: MasterName[];
  days: number;
  pending?: boolean;
  tag?: "news" | "event";
  /** Index into PROJECTS for the "project link". */
  project?: number;
};

export const BLOGS: Article[] = [
  {
    title: "Land share or a ready flat: what Dhaka buyers should weigh",
    main: [
      "A ready flat lets you see exactly what you are buying and move in within weeks. The price reflects that certainty: the developer has already carried the cost of land, construction and financing, and all of it is in the sale price.",
      "With land share, a group of buyers owns the land together from the start and pays for construction in stages. Because nobody is paying a developer's land margin or years of interest on it, the same apartment typically costs 35 to 40 percent less by the time it is handed over.",
      "The trade-off is time and trust. You wait 30 to 36 months, and you rely on the developer to deliver. That is why we publish the approval documents, the construction schedule and monthly site photos for every land share project, and why buyers can visit the site whenever they like.",
      "If you need a home this year, buy ready. If you can plan three years ahead and want more space for your money, land share is hard to beat.",
    ],
    details: [
      "Ask for the mutation papers and the RAJUK approval before paying anything; a serious developer will show both without being asked twice.",
      "Compare the instalment schedule with the construction schedule. Payments should follow progress: piling, each slab, brickwork and finishing.",
      "Check who pays for utility connections, the generator and registration. These line items can add several lakh taka to the final price.",
    ],
    image: "room-living",
    gallery: ["room-kitchen", "room-bedroom", "tower-day", "plot-day"],
    days: 4,
    project: 0,
  },
  {
    title: "How joint-venture sharing ratios are worked out",
    main: [
      "In a joint venture the landowner contributes the plot and the developer builds at its own cost. When the building is complete the flats are divided between them, most often 40:60 or 45:55 in Dhaka, with the landowner's share depending on the location, road width and the number of floors the plot allows.",
      "A wider road and a larger plot mean more permissible floor area, which is the main thing the ratio follows. A signing money payment and rent during construction are usually part of the deal too.",
    ],
    details: [
      "We show every landowner the floor-area calculation behind our offer, so the ratio can be checked line by line.",
      "The allocation of specific flats (which floors, which side) is agreed in writing before work starts.",
    ],
    image: "city-aerial",
    gallery: ["plot-day", "stage-2", "event-seminar"],
    days: 12,
  },
  {
    title: "A checklist before you sign a land share agreement",
    main: [
      "Read the deed of agreement with a lawyer of your own, not the developer's. Make sure it names the exact flat, floor, size in square feet and the specification schedule, and that it states the handover date and the penalty if that date slips.",
      "Confirm the land title is clean: the CS, SA and RS records, the mutation, and up-to-date land tax receipts. Ask whether any heir of the original owners still has a claim.",
      "Check the approved drawings yourself. The number of floors, the unit sizes and the parking in the agreement should match what RAJUK approved; anything beyond the approval can be stopped or demolished later, and buyers carry that risk too.",
      "Finally, visit a project the developer has already handed over and talk to the people living there. Nothing tells you more about after-sales service than a conversation in the lobby.",
    ],
    details: [
      "Keep copies of every payment receipt and make payments only to the developer's company account, never in cash to an individual.",
      "Make sure the agreement says what happens if the project is delayed by more than six months.",
    ],
    image: "plot-day",
    gallery: ["plot-day", "city-aerial", "room-living"],
    days: 26,
  },
  {
    title: "Why construction takes 30 to 36 months, and how we keep to it",
    main: [
      "Buyers sometimes ask why a ten-storey building takes three years. Piling and the basement alone can take five or six months, each slab needs time to cure before the next one is cast, and the monsoon reliably takes a few weeks out of every year.",
      "Finishing is the longest stage people do not see: plumbing, wiring, plaster, tiles, doors, windows, lifts and the generator all have to be installed, tested and inspected. Gas, water and electricity connections then depend on the utility companies' own schedules, which we start chasing months in advance.",
      "We plan the schedule backwards from the handover date, buy steel and cement in advance to avoid price shocks, and share monthly progress photos so buyers never have to guess where their building stands.",
    ],
    details: [
      "Typical timeline: piling and foundation 5 months, structure 12 to 14 months, brickwork and plaster 6 months, finishing and utilities 8 months.",
      "Every stage ends with an inspection by our engineers and, where required, by RAJUK.",
      "Buyers are invited to a site walk at the end of each stage.",
    ],
    image: "stage-3",
    gallery: ["stage-2", "stage-4", "tower-day", "tower-dusk-lake", "plot-day"],
    days: 45,
    project: 8,
  },
  {
    title: "Choosing a floor: light, noise and resale value",
    main: [
      "Lower floors are easier when the lift is down and often cheaper, but they get less light and more street noise. Upper floors have better views and air, and usually resell faster.",
      "Middle floors are the compromise most families choose. Whatever you pick, look at which way the windows face: a south-facing living room stays bright in winter and cool in summer.",
    ],
    details: ["Visit at different times of day before you decide; a flat that is bright at noon can be dim by four o'clock."],
    image: "room-bedroom",
    gallery: ["room-bedroom", "tower-dusk-lake", "room-living"],
    days: 70,
  },
  {
    title: "Monsoon-proofing: what good waterproofing looks like",
    main: [
      "Most leaks start at the roof, around window frames or in bathrooms. A proper roof treatment, sloped to drains, and sealed window frames prevent the majority of them.",
      "In our buildings the roof gets a waterproof membrane and a protective screed, and every bathroom floor is tested with standing water for 48 hours before the tiles go down.",
    ],
    image: "tower-monsoon-lake",
    gallery: ["room-kitchen", "stage-4", "tower-day"],
    days: 95,
  },
  {
    title: "Registration costs in Dhaka, explained (draft)",
    main: [
      "Registration fees, stamp duty, local government tax and VAT together add a noticeable percentage to the price of a flat. This post will walk through each of them with a worked example.",
      "Draft: figures to be checked against this year's rates before publishing.",
    ],
    image: "city-aerial",
    gallery: [],
    days: 1,
    pending: true,
  },
];
