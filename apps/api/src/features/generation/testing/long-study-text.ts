import { CELL_BIOLOGY, FRENCH_REVOLUTION, PHOTOSYNTHESIS } from "./test-texts.ts";

/** About 10,000 characters of varied study text, for the size test and the benchmark (test-only). */

const SOLAR_SYSTEM = `The Solar System formed about 4.6 billion years ago from a cloud of gas and dust. The Sun is a star that contains more than 99 percent of the mass of the Solar System. Mercury is the smallest planet and the closest planet to the Sun. Venus is the hottest planet because its thick atmosphere traps heat. Earth is the only planet known to support life. Mars is a cold desert planet with the largest volcano in the Solar System, Olympus Mons.

The outer planets include Jupiter, Saturn, Uranus and Neptune. Jupiter is the largest planet and has a storm called the Great Red Spot. Saturn is famous for its bright rings of ice and rock. A comet is a small icy body that grows a glowing tail near the Sun. An asteroid is a rocky body that orbits the Sun, mostly between Mars and Jupiter. In 1969, Apollo 11 landed on the Moon, and Neil Armstrong became the first person to walk on its surface. Galileo Galilei observed the moons of Jupiter in 1610 with a simple telescope.`;

const WATER_CYCLE = `The water cycle is the continuous movement of water between the oceans, the air and the land. Evaporation is the process in which liquid water turns into water vapour. The Sun provides the energy that drives evaporation from oceans, lakes and rivers. Condensation is the change of water vapour into tiny droplets that form clouds. Precipitation is water that falls from clouds as rain, snow, sleet or hail.

Transpiration is the loss of water vapour from the leaves of plants. Groundwater is water that fills the spaces between rocks and soil below the surface. Rivers carry water back to the sea, where the cycle begins again. About 97 percent of the water on Earth is salt water in the oceans. Glaciers and ice caps store most of the fresh water on the planet.`;

const ROMAN_EMPIRE = `Rome was founded in 753 BC according to legend. The Roman Republic was a system of government in which citizens elected their leaders. Julius Caesar crossed the Rubicon in 49 BC and started a civil war. Augustus became the first Roman emperor in 27 BC. The Pax Romana was a long period of relative peace that lasted about two hundred years.

The Romans built roads, aqueducts and amphitheatres across their empire. An aqueduct is a channel that carries water over long distances. The Colosseum is an amphitheatre in Rome that could hold about 50,000 spectators. Latin was the language of the Roman Empire and the ancestor of French, Spanish and Italian. Constantine moved the capital to Constantinople in 330. The Western Roman Empire fell in 476 when Odoacer deposed Romulus Augustulus.`;

const PLATE_TECTONICS = `Plate tectonics is the theory that the outer shell of the Earth is split into large moving plates. The crust is the thin rocky outer layer of the Earth. The mantle is the thick layer of hot rock beneath the crust. Convection currents in the mantle slowly move the plates over millions of years. Alfred Wegener proposed the idea of continental drift in 1912.

An earthquake is a sudden shaking of the ground caused by moving plates. A volcano is an opening in the crust through which magma reaches the surface. Magma is molten rock beneath the surface of the Earth. The Pacific Ring of Fire is a zone of frequent earthquakes and volcanoes around the Pacific Ocean. Mountains such as the Himalayas form where two continental plates collide.`;

const WORLD_WAR_ONE = `The First World War began in 1914 after Archduke Franz Ferdinand was assassinated in Sarajevo. The main causes of the war include militarism, alliances, imperialism and nationalism. The Triple Entente was an alliance of France, Russia and Britain. The Central Powers were Germany, Austria-Hungary and the Ottoman Empire. Trench warfare is a type of fighting in which soldiers fight from deep ditches.

The Battle of the Somme began in 1916 and became one of the bloodiest battles in history. The United States entered the war in 1917 after German submarines sank American ships. An armistice is an agreement to stop fighting. The armistice was signed on 11 November 1918. The Treaty of Versailles was signed in 1919 and forced Germany to accept blame for the war. Woodrow Wilson proposed the League of Nations to keep the peace.`;

const HUMAN_BODY = `The heart is a muscular organ that pumps blood around the body. Arteries are blood vessels that carry blood away from the heart. Veins are blood vessels that carry blood back to the heart. Red blood cells carry oxygen from the lungs to the tissues. The lungs are the organs where oxygen enters the blood and carbon dioxide leaves it. William Harvey described the circulation of the blood in 1628.

The digestive system breaks food down into molecules the body can absorb. Enzymes are proteins that speed up chemical reactions in the body. The small intestine is the organ where most nutrients are absorbed into the blood. The liver produces bile, which helps the body digest fats. The main nutrients include carbohydrates, proteins, fats, vitamins and minerals. Insulin is a hormone that lowers the level of glucose in the blood. Frederick Banting discovered insulin in 1921.`;

const INDUSTRIAL_REVOLUTION = `The Industrial Revolution began in Britain in the late eighteenth century. James Watt improved the steam engine in 1769, making it far more efficient. The spinning jenny was a machine that let one worker spin several threads at once. Factories drew workers from the countryside into fast-growing cities such as Manchester and Birmingham. Child labour was common in mills and mines during the early nineteenth century.

The first public railway opened between Stockton and Darlington in 1825. George Stephenson built the Rocket, an early steam locomotive, in 1829. Urbanisation is the growth of towns and cities as people move from rural areas. The Factory Act of 1833 limited the working hours of children in textile mills. Trade unions are organisations of workers that bargain with employers for better pay and conditions. Coal and iron were the main raw materials of early industry.`;

const ECOSYSTEMS = `An ecosystem is a community of living organisms together with their physical environment. A food chain shows how energy passes from one organism to another. Producers are organisms that make their own food, usually by photosynthesis. Consumers are organisms that get energy by eating other organisms. Decomposers are organisms that break down dead material and return nutrients to the soil. Biodiversity is the variety of life found in a particular habitat. Charles Darwin published On the Origin of Species in 1859.`;

const ELECTRICITY = `Electric current is the flow of electric charge through a conductor. A conductor is a material that lets charge flow easily, such as copper. An insulator is a material that resists the flow of charge, such as rubber or glass. Voltage is the difference in electric potential between two points. Resistance is measured in ohms, and current is measured in amperes. Ohm's law states that current equals voltage divided by resistance.

Michael Faraday discovered electromagnetic induction in 1831. Thomas Edison opened the first public power station in London in 1882. A series circuit is a circuit in which the components are connected one after another. A parallel circuit is a circuit in which the components are connected on separate branches.`;

const ANCIENT_GREECE = `Athens is often called the birthplace of democracy. The first Olympic Games were held at Olympia in 776 BC. Socrates was a philosopher who taught by asking questions. Plato founded the Academy in Athens in 387 BC. Aristotle was a student of Plato and the teacher of Alexander the Great. The Parthenon is a temple on the Acropolis dedicated to the goddess Athena.`;

const GENETICS = `DNA is the molecule that carries the genetic instructions of living things. A gene is a section of DNA that codes for a protein. Chromosomes are long strands of DNA found in the nucleus. Humans have 46 chromosomes arranged in 23 pairs. Gregor Mendel studied inheritance in pea plants in 1865. James Watson and Francis Crick described the double helix of DNA in 1953. A mutation is a change in the sequence of DNA. Genetic engineering is the deliberate change of the DNA of an organism with laboratory tools.`;

export const LONG_STUDY_TEXT = [
  PHOTOSYNTHESIS,
  CELL_BIOLOGY,
  FRENCH_REVOLUTION,
  SOLAR_SYSTEM,
  WATER_CYCLE,
  ROMAN_EMPIRE,
  PLATE_TECTONICS,
  WORLD_WAR_ONE,
  HUMAN_BODY,
  INDUSTRIAL_REVOLUTION,
  ECOSYSTEMS,
  ELECTRICITY,
  ANCIENT_GREECE,
  GENETICS,
]
  .join("\n\n")
  .slice(0, 10_000);
