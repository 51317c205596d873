// A history course for bench:diagrams, written for it: 6 chapters of 5
// sections (one A4 page each when laid out by course-pdf.ts, as the Earth
// science course of bench:generate is), from the ancient Mediterranean to the
// twentieth century. Where the Earth science notes hold two dates in 30 pages,
// these hold a dated event in most sentences, in the forms history notes use:
// "In 1789, …", "on 14 July 1789", "from 1803 to 1815", "264–146 BC", "the
// 1790s"; each section also has a list with its lead-in (stages, causes) and
// an example, like the other course.
import type { TCourseChapter } from "./course-material.ts";

export const HISTORY_TITLE = "A History of Europe and the Wider World";

export const HISTORY: TCourseChapter[] = [
  {
    title: "The ancient Mediterranean",
    sections: [
      {
        title: "Early Greece",
        sentences: [
          "The first recorded Olympic Games were held at Olympia in 776 BC.",
          "Greek city-states founded colonies around the Mediterranean and the Black Sea during the 8th and 7th centuries BC.",
          "In 594 BC, the Athenian lawmaker Solon cancelled debts and ended slavery for debt.",
          "Cleisthenes reorganised the citizens of Athens into ten tribes in 508 BC, a reform later seen as the start of Athenian democracy.",
        ],
        leadIn: "The institutions of the Athenian democracy were:",
        items: [
          "the Assembly, where every adult male citizen could speak and vote",
          "the Council of Five Hundred, chosen by lot, which prepared the Assembly's business",
          "the popular courts, whose jurors were also chosen by lot",
        ],
        example: "For example, in 482 BC the Assembly voted to spend a rich new vein of silver on a fleet of warships.",
      },
      {
        title: "The Persian Wars",
        sentences: [
          "The Ionian Greek cities rebelled against Persian rule in 499 BC.",
          "An Athenian army defeated the Persians at Marathon in 490 BC.",
          "In 480 BC, Xerxes invaded Greece, held the pass at Thermopylae and burned Athens.",
          "The Greek fleet destroyed the Persian navy at Salamis in September 480 BC, and the Persian army was beaten at Plataea in 479 BC.",
        ],
        leadIn: "The Greeks won for several reasons:",
        items: [
          "heavily armed hoplites fighting in close formation",
          "a fleet of triremes built by Athens shortly before the invasion",
          "an alliance of city-states led by Sparta",
        ],
        example: "For example, the Delian League, founded in 478 BC, kept the Athenian fleet at sea against Persia for decades.",
      },
      {
        title: "Classical Athens and Sparta",
        sentences: [
          "Pericles led Athens from about 461 BC until his death in 429 BC.",
          "The Parthenon was built on the Acropolis from 447 to 432 BC.",
          "The Peloponnesian War between Athens and Sparta lasted from 431 to 404 BC.",
          "A plague killed about a quarter of the people of Athens in 430 BC.",
          "In 399 BC, the philosopher Socrates was tried in Athens and sentenced to death.",
        ],
        leadIn: "The main phases of the Peloponnesian War were:",
        items: [
          "the Archidamian War, ended by the Peace of Nicias in 421 BC",
          "the Sicilian Expedition, which ended in disaster in 413 BC",
          "the Ionian War, which ended with the surrender of Athens in 404 BC",
        ],
        example: "For example, the historian Thucydides, an Athenian general exiled in 424 BC, wrote the war's history as it happened.",
      },
      {
        title: "Alexander and the Hellenistic world",
        sentences: [
          "Philip II of Macedon defeated Athens and Thebes at Chaeronea in 338 BC.",
          "Alexander the Great crossed into Asia in 334 BC and defeated the Persian king Darius III at Gaugamela in 331 BC.",
          "Alexander died in Babylon in 323 BC, and his generals divided his empire.",
          "The city of Alexandria, founded in 331 BC, became the largest centre of Greek learning.",
        ],
        leadIn: "The kingdoms that followed Alexander's empire were:",
        items: ["the Ptolemaic kingdom in Egypt", "the Seleucid empire in Syria and Mesopotamia", "the Antigonid kingdom in Macedonia"],
        example: "For example, the last Ptolemaic ruler, Cleopatra VII, died in 30 BC, when Egypt became a Roman province.",
      },
      {
        title: "The rise of Rome",
        sentences: [
          "According to legend, Rome was founded in 753 BC.",
          "The Romans expelled their last king and founded the Republic in 509 BC.",
          "The Punic Wars between Rome and Carthage lasted from 264 to 146 BC.",
          "Julius Caesar crossed the Rubicon in 49 BC and was assassinated on 15 March 44 BC.",
          "In 27 BC, Octavian took the name Augustus and became the first Roman emperor.",
        ],
        leadIn: "The three Punic Wars were:",
        items: [
          "the First Punic War (264–241 BC), fought for Sicily",
          "the Second Punic War (218–201 BC), in which Hannibal crossed the Alps",
          "the Third Punic War (149–146 BC), which ended with the destruction of Carthage",
        ],
        example: "For example, Hannibal destroyed a Roman army at Cannae in 216 BC but never took Rome.",
      },
    ],
  },
  {
    title: "Late antiquity and the Middle Ages",
    sections: [
      {
        title: "The Roman Empire and Christianity",
        sentences: [
          "Mount Vesuvius erupted in AD 79 and buried Pompeii and Herculaneum.",
          "The empire reached its greatest extent under Trajan in AD 117.",
          "Constantine issued the Edict of Milan with Licinius in 313, allowing Christians to worship freely.",
          "In 330, Constantine made Byzantium, renamed Constantinople, the new capital of the empire.",
          "Theodosius I made Nicene Christianity the state religion in 380.",
        ],
        leadIn: "Historians name several causes of the western empire's decline:",
        items: [
          "pressure from peoples on the frontiers",
          "civil wars between rival emperors",
          "heavy taxes and a shrinking economy in the west",
        ],
        example: "For example, in 395 the empire was divided for good into an eastern and a western half.",
      },
      {
        title: "The fall of the western empire",
        sentences: [
          "The Visigoths defeated a Roman army at Adrianople in 378.",
          "Alaric and the Visigoths sacked Rome in 410.",
          "The Vandals took Carthage in 439 and sacked Rome in 455.",
          "In 476, Odoacer deposed Romulus Augustulus, the last emperor in the west.",
        ],
        leadIn: "The kingdoms that replaced Roman rule in the west included:",
        items: ["the Visigoths in Spain", "the Franks in Gaul", "the Ostrogoths in Italy", "the Anglo-Saxon kingdoms in Britain"],
        example: "For example, the Frankish king Clovis was baptised around 496 and won the support of the Gallo-Roman bishops.",
      },
      {
        title: "Byzantium and the rise of Islam",
        sentences: [
          "The emperor Justinian issued a new code of Roman law in 529.",
          "The church of Hagia Sophia in Constantinople was completed in 537.",
          "Muhammad moved from Mecca to Medina in 622, the first year of the Islamic calendar.",
          "Arab armies took Jerusalem in 638 and Alexandria in 641.",
          "In 711, Muslim forces crossed into Spain from North Africa.",
        ],
        leadIn: "The first Islamic caliphates were:",
        items: [
          "the Rashidun caliphate (632–661)",
          "the Umayyad caliphate (661–750), ruled from Damascus",
          "the Abbasid caliphate, which founded Baghdad in 762",
        ],
        example:
          "For example, the House of Wisdom in Baghdad translated Greek works of science and philosophy into Arabic in the 9th century.",
      },
      {
        title: "Charlemagne and the Vikings",
        sentences: [
          "Charles Martel stopped an Umayyad army near Tours in 732.",
          "Pope Leo III crowned Charlemagne emperor in Rome on 25 December 800.",
          "The Treaty of Verdun divided Charlemagne's empire among his three grandsons in 843.",
          "Vikings raided the monastery of Lindisfarne in 793.",
          "In 911, the Viking leader Rollo was granted the land that became Normandy.",
        ],
        leadIn: "The Vikings travelled:",
        items: [
          "west to Iceland, Greenland and North America",
          "south to raid and settle in Britain, Ireland and France",
          "east along the rivers of Russia to Constantinople",
        ],
        example: "For example, Leif Erikson reached North America around the year 1000, nearly five centuries before Columbus.",
      },
      {
        title: "The High Middle Ages",
        sentences: [
          "William of Normandy defeated King Harold at Hastings on 14 October 1066.",
          "Pope Urban II called the First Crusade in 1095, and the crusaders took Jerusalem in 1099.",
          "King John of England sealed Magna Carta at Runnymede on 15 June 1215.",
          "The Black Death reached Europe in 1347 and killed about a third of its people by 1351.",
          "The Hundred Years' War between England and France lasted from 1337 to 1453.",
        ],
        leadIn: "The feudal order rested on:",
        items: [
          "lords who granted land to vassals in return for military service",
          "peasants and serfs who worked the land and owed labour to their lord",
          "the Church, which owned much of the land and taught that this order was willed by God",
        ],
        example: "For example, Joan of Arc raised the English siege of Orléans in 1429 and was burned at Rouen in 1431.",
      },
    ],
  },
  {
    title: "Renaissance, Reformation and discovery",
    sections: [
      {
        title: "The Renaissance in Italy",
        sentences: [
          "Brunelleschi's dome of Florence Cathedral was completed in 1436.",
          "The Ottoman Turks took Constantinople on 29 May 1453.",
          "Leonardo da Vinci painted the Last Supper in Milan from 1495 to 1498.",
          "Michelangelo painted the ceiling of the Sistine Chapel from 1508 to 1512.",
          "In 1513, Niccolò Machiavelli wrote The Prince.",
        ],
        leadIn: "The Renaissance grew from:",
        items: [
          "the wealth of Italian trading cities such as Florence and Venice",
          "patrons like the Medici family who paid artists and scholars",
          "the study of ancient Greek and Latin texts, called humanism",
        ],
        example: "For example, Greek scholars who fled Constantinople after 1453 brought manuscripts to Italy.",
      },
      {
        title: "Printing",
        sentences: [
          "Johannes Gutenberg printed the Bible with movable metal type in Mainz around 1455.",
          "By 1500, presses in more than 250 European towns had printed millions of books.",
          "William Caxton set up the first press in England in 1476.",
          "In 1543, Copernicus published his argument that the Earth moves around the Sun.",
        ],
        leadIn: "A book was printed in these steps:",
        items: [
          "the compositor set metal letters into lines in a composing stick",
          "the lines were locked into a frame called a forme",
          "the forme was inked and pressed onto damp paper",
          "the printed sheets were dried, folded and bound",
        ],
        example: "For example, Erasmus's Greek New Testament of 1516 was printed in Basel and sold across Europe within months.",
      },
      {
        title: "The Reformation",
        sentences: [
          "Martin Luther published his Ninety-five Theses in Wittenberg on 31 October 1517.",
          "In 1521, Luther refused to recant at the Diet of Worms and was declared an outlaw.",
          "The Act of Supremacy made Henry VIII head of the Church of England in 1534.",
          "John Calvin published the Institutes of the Christian Religion in 1536.",
          "The Peace of Augsburg in 1555 let each German prince choose the religion of his lands.",
        ],
        leadIn: "The Catholic Church answered the Reformation with:",
        items: [
          "the Society of Jesus, approved by the pope in 1540",
          "the Council of Trent, which met from 1545 to 1563",
          "the Index of forbidden books, first issued in 1559",
        ],
        example: "For example, the St Bartholomew's Day massacre in Paris on 24 August 1572 killed thousands of French Protestants.",
      },
      {
        title: "Voyages of discovery",
        sentences: [
          "Bartolomeu Dias sailed around the Cape of Good Hope in 1488.",
          "Christopher Columbus reached the Caribbean on 12 October 1492.",
          "Vasco da Gama reached India by sea in 1498.",
          "The Treaty of Tordesillas divided the newly found lands between Spain and Portugal in 1494.",
          "Magellan's expedition sailed from Spain in 1519, and its last ship completed the first voyage around the world in 1522.",
        ],
        leadIn: "The voyages were made possible by:",
        items: [
          "the caravel, a small ship that could sail against the wind",
          "the magnetic compass and the astrolabe",
          "Portuguese and Spanish rulers who paid for the expeditions",
        ],
        example: "For example, Prince Henry of Portugal paid for voyages down the coast of Africa from the 1420s.",
      },
      {
        title: "Conquest and empire in the Americas",
        sentences: [
          "Hernán Cortés landed in Mexico in 1519, and the Aztec capital Tenochtitlan fell in 1521.",
          "Francisco Pizarro captured the Inca ruler Atahualpa at Cajamarca in 1532.",
          "The silver mines of Potosí were opened in 1545.",
          "Smallpox and other diseases from Europe killed most of the native people of the Americas during the 16th century.",
          "In 1607, English settlers founded Jamestown in Virginia.",
        ],
        leadIn: "The Columbian exchange carried:",
        items: [
          "maize, potatoes and tomatoes from the Americas to Europe",
          "horses, cattle, wheat and sugar cane from Europe to the Americas",
          "diseases such as smallpox and measles to people with no immunity",
        ],
        example: "For example, the Portuguese began shipping enslaved Africans across the Atlantic to Brazil in the 1530s.",
      },
    ],
  },
  {
    title: "The age of revolutions",
    sections: [
      {
        title: "The Scientific Revolution",
        sentences: [
          "Galileo observed the moons of Jupiter with a telescope in January 1610.",
          "In 1633, the Inquisition forced Galileo to abjure his view that the Earth moves.",
          "The Royal Society was founded in London in 1660.",
          "Isaac Newton published his laws of motion and universal gravitation in 1687.",
        ],
        leadIn: "The scientific method of the period asked scholars to:",
        items: [
          "observe nature and record what they saw",
          "state a hypothesis that could be tested",
          "test it by experiment and measurement",
          "publish the results for others to repeat",
        ],
        example: "For example, William Harvey showed in 1628 that the heart pumps blood around the body.",
      },
      {
        title: "The English Civil War",
        sentences: [
          "The English Civil War between Charles I and Parliament began in 1642.",
          "Charles I was executed in London on 30 January 1649.",
          "Oliver Cromwell ruled as Lord Protector from 1653 to 1658.",
          "The monarchy was restored under Charles II in 1660.",
          "In 1689, Parliament passed the Bill of Rights after the Glorious Revolution.",
        ],
        leadIn: "The Bill of Rights established that:",
        items: [
          "the monarch could not raise taxes without Parliament",
          "elections to Parliament should be free",
          "no standing army could be kept in peacetime without Parliament's consent",
        ],
        example:
          "For example, John Locke's Two Treatises of Government, published in 1689, defended the people's right to resist a tyrant.",
      },
      {
        title: "The Enlightenment",
        sentences: [
          "Montesquieu published The Spirit of the Laws, which argued for a separation of powers, in 1748.",
          "The first volume of Diderot's Encyclopédie appeared in 1751.",
          "In 1762, Rousseau published The Social Contract.",
          "Adam Smith published The Wealth of Nations in 1776.",
        ],
        leadIn: "Enlightenment writers argued for:",
        items: [
          "reason and evidence instead of tradition",
          "religious toleration",
          "government by the consent of the governed",
          "freedom of speech and of the press",
        ],
        example: "For example, Voltaire campaigned from 1762 to clear the name of Jean Calas, a Protestant wrongly executed in Toulouse.",
      },
      {
        title: "The American Revolution",
        sentences: [
          "Parliament passed the Stamp Act in 1765, taxing printed papers in the American colonies.",
          "Colonists threw tea into Boston harbour on 16 December 1773.",
          "The first shots of the war were fired at Lexington and Concord on 19 April 1775.",
          "The Continental Congress adopted the Declaration of Independence on 4 July 1776.",
          "The British army surrendered at Yorktown in October 1781, and the Treaty of Paris recognised American independence in 1783.",
        ],
        leadIn: "The United States Constitution, written in 1787, divided power among:",
        items: [
          "Congress, which makes the laws",
          "the President, who carries them out",
          "the Supreme Court, which judges cases under them",
        ],
        example: "For example, George Washington was inaugurated as the first President on 30 April 1789.",
      },
      {
        title: "The French Revolution",
        sentences: [
          "In 1789, the Estates-General met at Versailles for the first time in 175 years.",
          "Parisians stormed the Bastille on 14 July 1789.",
          "The National Assembly adopted the Declaration of the Rights of Man and of the Citizen on 26 August 1789.",
          "King Louis XVI was executed on 21 January 1793.",
          "During the Terror, from 1793 to 1794, about 17,000 people were officially executed.",
        ],
        leadIn: "The Revolution passed through these stages:",
        items: [
          "a constitutional monarchy (1789–1792)",
          "a radical republic and the Terror (1792–1794)",
          "the Directory (1795–1799)",
          "the Consulate, after Napoleon's coup of November 1799",
        ],
        example: "For example, the metric system, adopted in France in 1795, grew out of the Revolution's wish for rational measures.",
      },
    ],
  },
  {
    title: "Industry, nations and empires",
    sections: [
      {
        title: "Napoleon",
        sentences: [
          "Napoleon crowned himself Emperor of the French on 2 December 1804.",
          "The Civil Code, issued in 1804, gave France one body of law.",
          "The British fleet under Nelson won the battle of Trafalgar on 21 October 1805.",
          "In 1812, Napoleon invaded Russia with more than 600,000 men, and most of them died.",
          "Napoleon was defeated at Waterloo on 18 June 1815 and exiled to Saint Helena.",
        ],
        leadIn: "The Congress of Vienna (1814–1815) aimed to:",
        items: [
          "restore the monarchs Napoleon had removed",
          "keep a balance of power among the great powers",
          "surround France with stronger neighbours",
        ],
        example:
          "For example, the Netherlands and the former Austrian Netherlands were joined into one kingdom in 1815 as a barrier against France.",
      },
      {
        title: "The Industrial Revolution",
        sentences: [
          "James Watt patented his improved steam engine in 1769.",
          "Richard Arkwright opened his water-powered cotton mill at Cromford in 1771.",
          "The Stockton and Darlington Railway, the first public railway to use steam locomotives, opened in 1825.",
          "The Liverpool and Manchester Railway opened on 15 September 1830.",
          "Britain's Factory Act of 1833 banned the employment of children under nine in textile mills.",
        ],
        leadIn: "Britain industrialised first because it had:",
        items: [
          "plentiful coal and iron ore",
          "capital from trade and a system of banks",
          "a large empire for raw materials and markets",
          "rivers and canals to carry heavy goods",
        ],
        example: "For example, Manchester grew from about 25,000 people in 1772 to more than 300,000 by 1850.",
      },
      {
        title: "Revolutions and reform",
        sentences: [
          "Greece won its independence from the Ottoman Empire in 1830.",
          "The Reform Act of 1832 gave the vote to more middle-class men in Britain.",
          "Britain abolished slavery in most of its colonies in 1833.",
          "In 1848, revolutions broke out in Paris, Vienna, Berlin and many Italian cities.",
          "Marx and Engels published The Communist Manifesto in February 1848.",
        ],
        leadIn: "The revolutions of 1848 demanded:",
        items: [
          "constitutions and elected parliaments",
          "national unity for Germans and Italians",
          "the end of serfdom in the Austrian Empire",
        ],
        example: "For example, the Frankfurt Parliament met in May 1848 to write a constitution for a united Germany, but it failed.",
      },
      {
        title: "Nation-states",
        sentences: [
          "Charles Darwin published On the Origin of Species in 1859.",
          "The Kingdom of Italy was proclaimed on 17 March 1861.",
          "Tsar Alexander II freed the serfs of Russia in 1861.",
          "The American Civil War lasted from 1861 to 1865 and ended slavery in the United States.",
          "The German Empire was proclaimed at Versailles on 18 January 1871.",
        ],
        leadIn: "Bismarck unified Germany through three wars:",
        items: ["against Denmark in 1864", "against Austria in 1866", "against France from 1870 to 1871"],
        example: "For example, Garibaldi's thousand volunteers landed in Sicily in May 1860 and conquered the Kingdom of the Two Sicilies.",
      },
      {
        title: "The age of empire",
        sentences: [
          "The Suez Canal opened in 1869.",
          "At the Berlin Conference of 1884–1885, European powers set rules for dividing Africa among them.",
          "Ethiopia defeated an Italian army at Adwa on 1 March 1896.",
          "The Boer War in South Africa lasted from 1899 to 1902.",
          "By 1914, European powers ruled about four-fifths of the world's land.",
        ],
        leadIn: "Europeans gave these reasons for empire:",
        items: [
          "new markets and raw materials for their industries",
          "naval bases and prestige in the rivalry between powers",
          "a claimed mission to spread Christianity and European ways",
        ],
        example: "For example, the Indian Rebellion of 1857 led Britain to take India from the East India Company in 1858.",
      },
    ],
  },
  {
    title: "The twentieth century",
    sections: [
      {
        title: "The First World War",
        sentences: [
          "Archduke Franz Ferdinand was assassinated in Sarajevo on 28 June 1914.",
          "The First World War (1914–1918) killed about 9 million soldiers.",
          "The battle of the Somme, from July to November 1916, cost more than a million casualties.",
          "The United States entered the war in April 1917.",
          "The armistice ended the fighting on 11 November 1918, and the Treaty of Versailles was signed on 28 June 1919.",
        ],
        leadIn: "The war's long-term causes were:",
        items: [
          "alliances that tied the great powers to each other's quarrels",
          "a naval and military arms race",
          "nationalism in the Balkans",
          "rivalry for colonies",
        ],
        example: "For example, women over thirty won the vote in Britain in 1918, partly in recognition of their war work.",
      },
      {
        title: "Revolution in Russia",
        sentences: [
          "A revolution in Petrograd forced Tsar Nicholas II to abdicate in March 1917.",
          "The Bolsheviks led by Lenin seized power in November 1917.",
          "The Russian Civil War lasted from 1918 to 1921.",
          "The Soviet Union was founded in December 1922.",
          "In 1928, Stalin began the first Five-Year Plan and the forced collectivisation of farms.",
        ],
        leadIn: "Stalin's rule was marked by:",
        items: [
          "rapid industrial growth under state plans",
          "a famine in 1932–1933 caused by collectivisation",
          "the purges of 1936–1938, in which hundreds of thousands were shot",
        ],
        example: "For example, the city of Magnitogorsk was built from 1929 around one of the largest steelworks in the world.",
      },
      {
        title: "Between the wars",
        sentences: [
          "Mussolini's Fascists took power in Italy after the March on Rome in October 1922.",
          "The Wall Street Crash began on 24 October 1929.",
          "By 1932, about a quarter of American workers had no job.",
          "Hitler became Chancellor of Germany on 30 January 1933.",
          "The Spanish Civil War lasted from 1936 to 1939.",
        ],
        leadIn: "The Nazis built their dictatorship by:",
        items: [
          "suspending civil rights after the Reichstag fire in 1933",
          "banning other parties and trade unions",
          "persecuting Jews under the Nuremberg Laws of 1935",
        ],
        example: "For example, on 9 November 1938 Nazis burned synagogues and Jewish shops across Germany.",
      },
      {
        title: "The Second World War",
        sentences: [
          "Germany invaded Poland on 1 September 1939.",
          "France surrendered to Germany in June 1940.",
          "Germany invaded the Soviet Union on 22 June 1941, and Japan attacked Pearl Harbor on 7 December 1941.",
          "The German army at Stalingrad surrendered in February 1943.",
          "Allied troops landed in Normandy on 6 June 1944.",
          "Germany surrendered on 8 May 1945, and Japan surrendered in August 1945 after the atomic bombing of Hiroshima and Nagasaki.",
        ],
        leadIn: "The Holocaust passed through these stages:",
        items: [
          "exclusion of Jews from public life in Germany from 1933",
          "ghettos in occupied Poland from 1939",
          "mass shootings in the occupied Soviet Union from 1941",
          "death camps such as Auschwitz-Birkenau from 1942",
        ],
        example: "For example, about 6 million Jews were murdered in the Holocaust by 1945.",
      },
      {
        title: "After the war",
        sentences: [
          "The United Nations was founded in October 1945.",
          "India and Pakistan became independent in August 1947.",
          "The Marshall Plan gave aid to Western Europe from 1948 to 1952.",
          "The North Atlantic Treaty was signed in April 1949.",
          "In 1957, six countries signed the Treaty of Rome, which created the European Economic Community.",
        ],
        leadIn: "The Cold War was fought through:",
        items: [
          "an arms race in nuclear weapons",
          "wars in divided countries such as Korea from 1950 to 1953",
          "a space race, opened by Sputnik in October 1957",
        ],
        example: "For example, the Berlin blockade from June 1948 to May 1949 was beaten by flying supplies into the city.",
      },
    ],
  },
];
