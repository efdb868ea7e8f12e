import type { Article } from "./blog-text";

export const NEWS_EVENTS: Article[] = [
  {
    title: "Keys handed over at UDAY Bokul, Uttara",
    main: [
      "Twenty-two families received the keys to their apartments at UDAY Bokul in Uttara this week, three weeks ahead of the date promised in their agreements.",
      "The handover included a walk-through of each flat with our engineers, the generator and lift service contracts, and the formation of the owners' association.",
    ],
    details: ["The owners' association held its first meeting on the rooftop the same evening."],
    image: "event-ceremony",
    gallery: ["event-ceremony", "tower-day", "room-living", "room-kitchen"],
    days: 3,
    tag: "news",
    project: 16,
  },
  {
    title: "Meet UDAY at the Dhaka Housing Fair",
    main: [
      "Visit our stall at the Dhaka Housing Fair for scale models, floor plans and prices of all current projects. Our engineers and the sales team will be there throughout the fair.",
      "Bookings made at the fair come with a waived booking fee and a free interior consultation.",
    ],
    details: ["Stall 27, main hall. Open 10 am to 9 pm every day of the fair.", "Bring a photo ID if you would like to book on the spot."],
    image: "event-fair",
    gallery: ["event-fair", "tower-dusk-lake", "city-aerial"],
    days: 10,
    tag: "event",
  },
  {
    title: "Piling completed at UDAY Padma, Mirpur",
    main: [
      "Piling work at UDAY Padma in Mirpur was completed this month and the foundation work has begun. The project remains on schedule for handover in 33 months.",
      "A few units are still available for booking with the stage-linked instalment plan.",
    ],
    details: ["All 48 piles passed the integrity test carried out by an independent laboratory."],
    image: "stage-1",
    gallery: ["plot-day", "stage-2", "city-aerial"],
    days: 22,
    tag: "news",
    project: 12,
  },
  {
    title: "Landowners' meet-up and Q&A in Dhanmondi",
    main: [
      "Landowners considering a joint venture are invited to an informal afternoon with our management and legal team to talk through sharing ratios, agreements and timelines.",
      "Tea and snacks will be served; registration is free but seats are limited.",
    ],
    details: ["Saturday, 4 pm, at the UDAY head office in Banani.", "Please bring a copy of your land documents if you would like an initial assessment."],
    image: "event-seminar",
    gallery: ["event-seminar", "city-aerial", "plot-day"],
    days: 40,
    tag: "event",
  },
  {
    title: "UDAY Meghna structure reaches the 10th floor",
    main: [
      "The tenth-floor slab of UDAY Meghna in Gulshan was cast last week. With three floors to go, the structure is expected to be complete before the monsoon.",
      "Brickwork on the lower floors is already underway.",
    ],
    details: ["Monthly progress photos have been sent to all buyers."],
    image: "stage-4",
    gallery: ["stage-2", "stage-4", "tower-day", "plot-day", "event-ceremony"],
    days: 65,
    tag: "news",
    project: 8,
  },
  {
    title: "Tree plantation day at UDAY sites",
    main: [
      "Staff, buyers and their children planted more than 300 saplings around our project sites in Bashundhara R/A, Uttara and Mirpur.",
      "Every completed UDAY building now has a rooftop garden, and we will keep planting along the boundary walls of our sites.",
    ],
    image: "tower-day",
    gallery: ["tower-day", "tower-dusk-lake", "room-living"],
    days: 100,
    tag: "event",
  },
  {
    title: "New site office opens in Bashundhara R/A",
    main: [
      "A new UDAY site office will open in Bashundhara R/A to serve buyers of our projects in the area.",
      "Announcement draft: opening date and address to be confirmed.",
    ],
    image: "plot-dawn",
    gallery: [],
    days: 1,
    tag: "news",
    pending: true,
  },
];
