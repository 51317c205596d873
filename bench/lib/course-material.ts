// Course material for the outline cases of bench:generate: one subject
// (introductory Earth and environmental science) in 6 chapters of 5 sections,
// each written as course notes are: definitions, facts, a list with its
// lead-in and an example. The 30-page PDF and the 40-slide deck are laid out
// from it (course-pdf.ts, course-deck.ts); the text is the same on purpose, as
// a course's handout and slides say the same things.

export type TCourseSection = {
  title: string;
  /** Definitions and facts, in the order the notes give them. */
  sentences: string[];
  leadIn: string;
  items: string[];
  example: string;
};

export type TCourseChapter = { title: string; sections: TCourseSection[] };

export const COURSE_TITLE = "Introduction to Earth and Environmental Science";

export const COURSE: TCourseChapter[] = [
  {
    title: "The atmosphere",
    sections: [
      {
        title: "Composition of the air",
        sentences: [
          "The atmosphere is the layer of gases that surrounds the Earth and is held in place by gravity.",
          "Dry air is about 78 percent nitrogen and 21 percent oxygen by volume.",
          "Water vapour is the gaseous form of water, and its share of the air varies from almost nothing to about 4 percent.",
        ],
        leadIn: "The trace gases that matter most for life and climate are:",
        items: [
          "argon, which is inert",
          "carbon dioxide, which plants take up in photosynthesis",
          "methane, which traps heat",
          "ozone, which absorbs ultraviolet light",
        ],
        example: "For example, the air over a tropical rainforest holds far more water vapour than the air over the Sahara.",
      },
      {
        title: "Layers of the atmosphere",
        sentences: [
          "The troposphere is the lowest layer of the atmosphere, where almost all weather happens.",
          "Temperature falls with height in the troposphere by about 6.5 degrees Celsius per kilometre.",
          "The stratosphere lies above the troposphere and contains the ozone layer.",
        ],
        leadIn: "From the ground upwards, the four main layers are:",
        items: ["the troposphere", "the stratosphere", "the mesosphere", "the thermosphere"],
        example: "For example, airliners cruise near the top of the troposphere to stay above most clouds and turbulence.",
      },
      {
        title: "The greenhouse effect",
        sentences: [
          "The greenhouse effect is the warming of a planet's surface by gases that absorb the heat it radiates.",
          "Without the greenhouse effect, the average temperature of the Earth would be about minus 18 degrees Celsius.",
          "Greenhouse gases let sunlight through but absorb infrared radiation from the surface.",
        ],
        leadIn: "The main greenhouse gases in the atmosphere are:",
        items: ["water vapour", "carbon dioxide", "methane", "nitrous oxide"],
        example: "For example, a car parked in the sun warms up because its windows let light in but hold the heat back.",
      },
      {
        title: "Air pressure and wind",
        sentences: [
          "Air pressure is the weight of the column of air above a given area.",
          "Wind is the movement of air from areas of high pressure to areas of low pressure.",
          "The Coriolis effect is the deflection of moving air caused by the rotation of the Earth.",
        ],
        leadIn: "The speed of a wind depends on three things:",
        items: ["the difference in pressure between two places", "the distance between them", "the friction of the ground beneath"],
        example: "For example, a sea breeze blows onto the land on a sunny afternoon because the land heats up faster than the sea.",
      },
      {
        title: "Ozone",
        sentences: [
          "Ozone is a molecule made of three oxygen atoms.",
          "The ozone layer absorbs most of the ultraviolet radiation from the Sun.",
          "Chlorofluorocarbons are synthetic gases that destroy ozone in the stratosphere.",
          "The Montreal Protocol of 1987 phased out the production of chlorofluorocarbons.",
        ],
        leadIn: "Ultraviolet radiation that reaches the ground can cause:",
        items: ["sunburn and skin cancer", "damage to the eyes", "harm to plankton in the oceans"],
        example: "For example, the ozone hole over Antarctica was first reported by British scientists in 1985.",
      },
    ],
  },
  {
    title: "Water",
    sections: [
      {
        title: "The water cycle",
        sentences: [
          "The water cycle is the continuous movement of water between the oceans, the air and the land.",
          "Evaporation is the process in which liquid water turns into water vapour.",
          "Condensation is the change of water vapour into tiny droplets that form clouds.",
        ],
        leadIn: "The water cycle has four main stages:",
        items: ["evaporation", "condensation", "precipitation", "collection in rivers, lakes and oceans"],
        example: "For example, a puddle that disappears on a warm day has evaporated into the air.",
      },
      {
        title: "Oceans and currents",
        sentences: [
          "Oceans cover about 71 percent of the surface of the Earth.",
          "An ocean current is a continuous flow of sea water in one direction.",
          "The thermohaline circulation is a global current driven by differences in temperature and salt content.",
        ],
        leadIn: "Surface currents are driven by:",
        items: ["the prevailing winds", "the rotation of the Earth", "the shape of the coasts"],
        example: "For example, the Gulf Stream carries warm water from the Gulf of Mexico towards Western Europe.",
      },
      {
        title: "Rivers and drainage basins",
        sentences: [
          "A drainage basin is the area of land drained by a river and its tributaries.",
          "A watershed is the high ground that separates one drainage basin from another.",
          "A tributary is a smaller river that joins a larger one.",
        ],
        leadIn: "Along its course, a river does three kinds of work:",
        items: ["erosion, wearing away its bed and banks", "transport of sediment downstream", "deposition where it slows down"],
        example: "For example, the Nile delta formed where the river drops its sediment as it slows down at the Mediterranean Sea.",
      },
      {
        title: "Groundwater",
        sentences: [
          "Groundwater is water that fills the spaces between rocks and soil below the surface.",
          "An aquifer is a layer of rock that stores water and lets it flow.",
          "The water table is the upper surface of the saturated zone.",
        ],
        leadIn: "Groundwater is lost faster than it is replaced when:",
        items: ["wells pump more than the rain recharges", "paved surfaces stop rain from soaking in", "droughts last for several years"],
        example: "For example, the Ogallala Aquifer under the Great Plains has fallen by more than 30 metres in places.",
      },
      {
        title: "Glaciers",
        sentences: [
          "A glacier is a mass of ice that moves slowly downhill under its own weight.",
          "Glaciers and ice caps store about 69 percent of the fresh water on Earth.",
          "A moraine is a ridge of rock debris left behind by a glacier.",
        ],
        leadIn: "Landforms left by glaciers include:",
        items: ["U-shaped valleys", "cirques", "moraines", "fjords"],
        example: "For example, the fjords of Norway are valleys that glaciers deepened and the sea later flooded.",
      },
    ],
  },
  {
    title: "The solid Earth",
    sections: [
      {
        title: "Layers of the Earth",
        sentences: [
          "The crust is the thin rocky outer layer of the Earth.",
          "The mantle is the thick layer of hot rock beneath the crust.",
          "The core is the centre of the Earth and is made mostly of iron and nickel.",
        ],
        leadIn: "From the surface inwards, the layers of the Earth are:",
        items: ["the crust", "the mantle", "the outer core, which is liquid", "the inner core, which is solid"],
        example:
          "For example, the crust under the oceans is only about 7 kilometres thick, while under mountains it reaches 70 kilometres.",
      },
      {
        title: "Plate tectonics",
        sentences: [
          "Plate tectonics is the theory that the outer shell of the Earth is split into large moving plates.",
          "Convection currents in the mantle slowly move the plates over millions of years.",
          "Alfred Wegener proposed the idea of continental drift in 1912.",
        ],
        leadIn: "Plates meet at three kinds of boundary:",
        items: [
          "divergent boundaries, where plates move apart",
          "convergent boundaries, where plates collide",
          "transform boundaries, where plates slide past each other",
        ],
        example: "For example, the Mid-Atlantic Ridge is a divergent boundary where new ocean floor forms.",
      },
      {
        title: "Earthquakes",
        sentences: [
          "An earthquake is a sudden shaking of the ground caused by moving plates.",
          "The focus is the point inside the Earth where an earthquake starts.",
          "The epicentre is the point on the surface directly above the focus.",
        ],
        leadIn: "The damage an earthquake does depends on:",
        items: ["its magnitude", "the depth of its focus", "the type of ground", "how buildings are built"],
        example: "For example, the 1906 San Francisco earthquake started fires that destroyed much of the city.",
      },
      {
        title: "Volcanoes",
        sentences: [
          "A volcano is an opening in the crust through which magma reaches the surface.",
          "Magma is molten rock beneath the surface of the Earth, and lava is magma that has reached the surface.",
          "The Pacific Ring of Fire is a zone of frequent earthquakes and volcanoes around the Pacific Ocean.",
        ],
        leadIn: "Volcanoes are grouped by their shape into:",
        items: [
          "shield volcanoes, with gentle slopes of runny lava",
          "composite volcanoes, with steep layers of ash and lava",
          "cinder cones, built from loose fragments",
        ],
        example: "For example, Mauna Loa in Hawaii is a shield volcano, while Mount Fuji is a composite volcano.",
      },
      {
        title: "The rock cycle",
        sentences: [
          "Igneous rock forms when magma or lava cools and hardens.",
          "Sedimentary rock forms from layers of sediment that are pressed and cemented together.",
          "Metamorphic rock forms when heat and pressure change an existing rock.",
        ],
        leadIn: "Rocks move through the rock cycle by:",
        items: ["weathering and erosion", "deposition and burial", "heat and pressure", "melting"],
        example: "For example, limestone becomes marble when it is heated and squeezed deep underground.",
      },
    ],
  },
  {
    title: "Weather and climate",
    sections: [
      {
        title: "Weather and climate",
        sentences: [
          "Weather is the state of the atmosphere at a given place and time.",
          "Climate is the average weather of a place over at least 30 years.",
          "Humidity is the amount of water vapour in the air.",
        ],
        leadIn: "Meteorologists describe the weather with:",
        items: ["temperature", "air pressure", "humidity", "wind speed and direction", "precipitation"],
        example: "For example, a single cold summer in London says little about the climate of Britain.",
      },
      {
        title: "Clouds and precipitation",
        sentences: [
          "A cloud is a mass of tiny water droplets or ice crystals suspended in the air.",
          "Precipitation is water that falls from clouds as rain, snow, sleet or hail.",
          "The dew point is the temperature at which air becomes saturated and water vapour condenses.",
        ],
        leadIn: "Air rises and cools to form clouds in three ways:",
        items: [
          "convection, when the ground heats the air above it",
          "relief, when air is forced over mountains",
          "fronts, when warm air rises over cold air",
        ],
        example: "For example, the western slopes of the Andes in Chile receive heavy relief rain, while the eastern side stays dry.",
      },
      {
        title: "Climate zones",
        sentences: [
          "A climate zone is a region with a broadly similar climate.",
          "Latitude is the main factor that controls the temperature of a climate zone.",
          "The Köppen classification divides the climates of the world into five main groups.",
        ],
        leadIn: "The five main groups of the Köppen classification are:",
        items: ["tropical", "dry", "temperate", "continental", "polar"],
        example: "For example, Singapore has a tropical climate with heavy rain in every month of the year.",
      },
      {
        title: "Climate change",
        sentences: [
          "Climate change is a long-term shift in global temperatures and weather patterns.",
          "Since the late nineteenth century, the average surface temperature of the Earth has risen by about 1.1 degrees Celsius.",
          "Burning fossil fuels releases carbon dioxide that has been stored underground for millions of years.",
        ],
        leadIn: "The observed effects of a warmer climate include:",
        items: [
          "rising sea levels",
          "shrinking glaciers and sea ice",
          "more frequent heatwaves",
          "shifts in where plants and animals live",
        ],
        example: "For example, Arctic sea ice in September now covers about 40 percent less area than it did in 1979.",
      },
      {
        title: "Extreme weather",
        sentences: [
          "A tropical cyclone is a rotating storm that forms over warm oceans.",
          "Tropical cyclones are called hurricanes in the Atlantic and typhoons in the western Pacific.",
          "A drought is a long period with much less rain than normal.",
        ],
        leadIn: "A tropical cyclone needs:",
        items: [
          "sea water warmer than about 26 degrees Celsius",
          "moist air",
          "light winds high above",
          "enough distance from the equator for the Coriolis effect",
        ],
        example: "For example, Hurricane Katrina flooded about 80 percent of New Orleans in 2005.",
      },
    ],
  },
  {
    title: "Ecosystems",
    sections: [
      {
        title: "Ecosystems",
        sentences: [
          "An ecosystem is a community of living things together with the non-living environment they depend on.",
          "A habitat is the place where an organism lives.",
          "A biome is a large region with a typical climate, plants and animals.",
        ],
        leadIn: "The non-living parts of an ecosystem include:",
        items: ["sunlight", "water", "temperature", "soil and its minerals"],
        example: "For example, a pond is a small ecosystem in which frogs, insects, algae and bacteria depend on each other.",
      },
      {
        title: "Food chains and webs",
        sentences: [
          "A producer is an organism that makes its own food, usually by photosynthesis.",
          "A consumer is an organism that gets its energy by eating other organisms.",
          "A decomposer is an organism that breaks down dead matter and returns nutrients to the soil.",
          "Only about 10 percent of the energy at one level of a food chain passes to the next.",
        ],
        leadIn: "The levels of a food chain are:",
        items: ["producers", "primary consumers, which eat plants", "secondary consumers, which eat primary consumers", "top predators"],
        example: "For example, in the chain grass, rabbit, fox, the rabbit is a primary consumer and the fox a secondary consumer.",
      },
      {
        title: "The carbon cycle",
        sentences: [
          "The carbon cycle is the movement of carbon between the air, living things, the oceans and rocks.",
          "Photosynthesis takes carbon dioxide from the air and stores its carbon in plants.",
          "Respiration returns carbon dioxide to the air.",
        ],
        leadIn: "The largest stores of carbon on Earth are:",
        items: ["sedimentary rocks such as limestone", "the deep ocean", "fossil fuels", "soils and forests"],
        example: "For example, the carbon in a lump of coal was taken from the air by plants about 300 million years ago.",
      },
      {
        title: "The nitrogen cycle",
        sentences: [
          "Nitrogen fixation is the conversion of nitrogen gas into compounds that plants can use.",
          "Nitrifying bacteria turn ammonia in the soil into nitrates.",
          "Denitrifying bacteria return nitrogen gas to the air.",
        ],
        leadIn: "Nitrogen is fixed in three ways:",
        items: ["by bacteria in the roots of legumes", "by lightning", "by the industrial Haber process"],
        example: "For example, farmers grow clover between crops because the bacteria in its roots add nitrogen to the soil.",
      },
      {
        title: "Biodiversity",
        sentences: [
          "Biodiversity is the variety of life in a particular place.",
          "A species is a group of organisms that can breed together and produce fertile offspring.",
          "Tropical rainforests cover about 6 percent of the land but hold more than half of its species.",
        ],
        leadIn: "The main threats to biodiversity are:",
        items: ["loss of habitat", "pollution", "invasive species", "overhunting and overfishing", "climate change"],
        example: "For example, rabbits brought to Australia in 1859 spread across the continent and destroyed the food of native animals.",
      },
    ],
  },
  {
    title: "Resources and people",
    sections: [
      {
        title: "Soil",
        sentences: [
          "Soil is a mixture of weathered rock, organic matter, water and air.",
          "Humus is the dark organic matter that forms when plant and animal remains decay.",
          "Soil erosion is the removal of the top layer of soil by wind or water.",
        ],
        leadIn: "Farmers reduce soil erosion by:",
        items: [
          "ploughing along the contours of a slope",
          "planting hedges and windbreaks",
          "keeping the ground covered between crops",
          "building terraces",
        ],
        example: "For example, the Dust Bowl of the 1930s blew away the topsoil of farms across the American plains.",
      },
      {
        title: "Energy resources",
        sentences: [
          "A non-renewable resource is one that cannot be replaced within a human lifetime.",
          "Fossil fuels are the remains of ancient plants and animals, changed by heat and pressure.",
          "Fossil fuels still supply about 80 percent of the energy the world uses.",
        ],
        leadIn: "The three fossil fuels are:",
        items: ["coal", "oil", "natural gas"],
        example: "For example, Saudi Arabia holds some of the largest reserves of oil in the world.",
      },
      {
        title: "Renewable energy",
        sentences: [
          "A renewable resource is one that is replaced naturally as fast as it is used.",
          "Solar panels turn sunlight directly into electricity.",
          "Hydroelectric power is electricity made by water flowing through turbines.",
        ],
        leadIn: "Renewable sources of electricity include:",
        items: ["solar power", "wind power", "hydroelectric power", "geothermal power", "tidal power"],
        example: "For example, Iceland heats most of its homes with geothermal energy from volcanic rock.",
      },
      {
        title: "Pollution",
        sentences: [
          "Pollution is the release of substances that harm living things or the environment.",
          "Acid rain is rain made acidic by sulfur dioxide and nitrogen oxides from burning fuels.",
          "Eutrophication is the overgrowth of algae in water that receives too many nutrients.",
        ],
        leadIn: "Eutrophication happens in stages:",
        items: [
          "fertiliser washes into a lake",
          "algae grow quickly and cover the surface",
          "plants below die without light",
          "bacteria that decompose them use up the oxygen",
          "fish suffocate",
        ],
        example: "For example, the Baltic Sea has large dead zones where farm fertilisers have caused eutrophication.",
      },
      {
        title: "Sustainable development",
        sentences: [
          "Sustainable development is development that meets the needs of the present without harming the ability of future generations to meet theirs.",
          "The Brundtland Report defined sustainable development in 1987.",
          "The United Nations adopted 17 Sustainable Development Goals in 2015.",
        ],
        leadIn: "Sustainable development balances three concerns:",
        items: ["the economy", "society", "the environment"],
        example: "For example, a city that builds cycle lanes cuts its emissions while making travel cheaper for its people.",
      },
    ],
  },
];
