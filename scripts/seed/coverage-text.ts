import type { Article } from "./blog-text";

export const COVERAGE: Article[] = [
  {
    title: "Business weekly profiles UDAY's land share model",
    main: [
      "A leading business weekly ran a two-page feature on how land share is opening apartment ownership to salaried families in Dhaka. The article followed three UDAY buyers from the first group meeting to the day they received their keys.",
      "The reporter highlighted the stage-linked instalment plan and the monthly progress photos buyers receive, and quoted our managing director on why transparency matters more than marketing in this business.",
      "The feature also compared prices: at handover, land share buyers in the featured projects had paid between 35 and 40 percent less than the asking price of comparable ready flats in the same neighbourhoods.",
      "The piece closed with advice from the buyers themselves: join a group only after reading the agreement with your own lawyer, visit the site often, and keep every receipt. All three said they would buy through land share again.",
    ],
    details: [
      "The article is available in the magazine's online archive.",
      "Several readers contacted us after publication; two new land share groups were formed in Mirpur and Uttara.",
    ],
    image: "tower-dusk-trio",
    gallery: ["event-ceremony", "tower-day", "room-living"],
    days: 8,
    project: 1,
  },
  {
    title: "TV report: inside the UDAY Meghna construction site",
    main: [
      "A private television channel's evening real estate segment visited UDAY Meghna in Gulshan, where the structure has reached the tenth floor.",
      "The crew filmed the concrete casting of a slab, spoke to our site engineer about curing times and safety gear, and asked buyers why they chose a project still under construction.",
    ],
    details: [
      "The segment aired on a Friday evening and was repeated the following Sunday.",
      "Our site engineer explained the tests each batch of concrete goes through before it is accepted.",
    ],
    image: "stage-4",
    gallery: ["plot-day", "stage-2", "stage-4", "tower-day"],
    days: 19,
    project: 8,
  },
  {
    title: "Housing fair round-up names UDAY stall among the busiest",
    main: [
      "In its round-up of the winter housing fair, a national daily listed the UDAY stall among the most visited, noting the interest in land share projects in Bashundhara R/A and Uttara.",
      "The paper quoted visitors who said clear pricing and scale models of the buildings helped them compare options.",
    ],
    details: ["Over four days our team met more than 1,200 visitors and booked 140 site visits."],
    image: "event-fair",
    gallery: ["event-fair", "tower-dusk-lake", "room-kitchen"],
    days: 37,
  },
  {
    title: "Panel on affordable housing features UDAY's managing director",
    main: [
      "At a panel on affordable housing in Dhaka, our managing director spoke about how group land ownership can bring flat prices within reach of middle-income families without cutting corners on construction.",
      "Other panellists included an urban planner, a banker and a representative of a housing cooperative. The discussion covered home loans, land prices and building codes.",
    ],
    details: ["The full recording of the panel is on our YouTube channel.", "Questions from the audience focused on home loan rates for first-time buyers."],
    image: "event-seminar",
    gallery: ["event-seminar", "city-aerial", "tower-day"],
    days: 58,
  },
  {
    title: "Property portal ranks UDAY among developers handing over on time",
    main: [
      "An online property portal's annual survey of buyers ranked UDAY among mid-size developers with the best record of handing over on the promised date.",
      "The survey asked buyers of projects completed in the last five years to rate delivery time, build quality and after-sales service.",
    ],
    details: ["We have handed over 946 flats in 30 projects since 2009."],
    image: "tower-night-trio",
    gallery: ["tower-dusk-lake", "tower-day", "event-ceremony"],
    days: 84,
  },
  {
    title: "Radio talk show: what first-time buyers ask most",
    main: [
      "Our head of sales joined a morning radio talk show to answer listeners' questions about buying a first apartment: how much to save for a down payment, how land share works, and what to check in an agreement.",
      "The most common question was about hidden costs, and the answer was simple: ask for the full list of charges, including registration, utility connections and the generator, in writing.",
    ],
    image: "room-living-dusk",
    gallery: ["room-living", "room-bedroom", "plot-day"],
    days: 130,
  },
  {
    title: "Newspaper interview on the future of joint-venture development",
    main: [
      "Our chairman spoke to a national daily about where joint-venture development in Dhaka is heading as land gets scarcer and the new building code takes effect.",
      "Transcript awaiting approval from the newspaper's editor.",
    ],
    image: "city-aerial",
    gallery: [],
    days: 2,
    pending: true,
  },
];
