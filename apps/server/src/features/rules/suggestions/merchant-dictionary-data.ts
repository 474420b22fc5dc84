/**
 * Well-known brands of the US, the UK, Canada, Australia and the euro area, by kind. An entry is
 * the brand's display name, optionally followed by `=` and the other ways bank text writes it,
 * separated by `|`. Names and aliases are folded like bank text (see merchant-text.ts) before
 * matching; a name or alias of several words also matches written as one word ("TIMHORTONS").
 * Only real brands belong here: nothing from any test ledger.
 */
import type { MerchantKind } from "./merchant-kinds";

// prettier-ignore
export const BRANDS: Partial<Record<MerchantKind, readonly string[]>> = {
  supermarket: [
    "Safeway", "Kroger", "Albertsons", "Publix", "Trader Joe's=TRADER JOE S|TRADER JOES", "Whole Foods Market=WHOLE FOODS|WHOLEFDS",
    "Aldi=ALDI SUED|ALDI NORD|ALDI STORES", "Lidl", "H-E-B=HEB", "Meijer", "Wegmans", "Food Lion", "Giant Eagle", "Stop & Shop",
    "ShopRite=SHOP RITE", "Hy-Vee", "Sprouts Farmers Market=SPROUTS FARMERS", "Harris Teeter", "Ralphs", "Vons", "Fred Meyer",
    "King Soopers", "Winn-Dixie", "Piggly Wiggly", "WinCo Foods=WINCO", "Smart & Final", "Grocery Outlet", "Food 4 Less",
    "Market Basket", "Hannaford", "Jewel-Osco", "Acme Markets", "Instacart", "Amazon Fresh=AMZN FRESH", "Costco=COSTCO WHSE|COSTCO WHOLESALE",
    "Sam's Club=SAMS CLUB", "BJ's Wholesale=BJS WHOLESALE", "Loblaws", "No Frills=NOFRILLS", "Sobeys", "FreshCo", "Real Canadian Superstore=SUPERSTORE",
    "Save-On-Foods", "Food Basics", "Zehrs", "Fortinos", "Provigo", "Maxi & Cie", "T&T Supermarket", "Farm Boy", "Longo's",
    "Thrifty Foods", "Tesco", "Sainsbury's=SAINSBURYS S MKTS|SAINSBURY", "Asda", "^Morrisons", "Waitrose", "Co-op Food=COOP FOOD|CO OP GROUP",
    "Iceland Foods", "Ocado", "M&S Food=M AND S SIMPLY FOOD|M AND S FOOD|MARKS AND SPENCER FOOD", "Budgens", "^Spar", "Nisa Local", "Londis",
    "Farmfoods", "Woolworths", "^Coles", "IGA", "Harris Farm Markets=HARRIS FARM", "FoodWorks", "Drakes Supermarket", "Carrefour",
    "E.Leclerc=LECLERC", "Auchan", "Intermarché", "Monoprix", "Franprix", "Picard Surgelés=PICARD", "Super U=HYPER U|U EXPRESS",
    "REWE", "EDEKA", "Kaufland", "^Netto=NETTO MARKEN DISCOUNT", "Penny Markt=^PENNY", "^Norma", "^Globus", "tegut", "Albert Heijn=AH TO GO",
    "Jumbo Supermarkten=^JUMBO", "Dirk van den Broek", "Mercadona", "Eroski", "Esselunga", "Conad", "Delhaize", "Colruyt", "Billa",
    "Hofer", "Continente", "Pingo Doce", "Dunnes Stores", "SuperValu",
  ],
  convenience: ["7-Eleven=7 ELEVEN|SEVEN ELEVEN", "Wawa", "Couche-Tard", "FamilyMart", "Spar Express"],
  liquor: [
    "LCBO", "SAQ", "BC Liquor", "The Beer Store", "BWS", "Dan Murphy's", "Liquorland", "First Choice Liquor", "Total Wine",
    "BevMo", "Majestic Wine", "Gall & Gall",
  ],
  coffee: [
    "Starbucks", "Tim Hortons=TIM HORTON", "Dunkin'=DUNKIN DONUTS", "Costa Coffee=^COSTA", "Caffè Nero=CAFE NERO", "Pret A Manger=^PRET",
    "Peet's Coffee=PEETS", "Blue Bottle Coffee=BLUE BOTTLE", "Philz Coffee=PHILZ", "Second Cup", "The Coffee Bean & Tea Leaf=COFFEE BEAN",
    "Gloria Jean's", "Tchibo", "Coffee Fellows", "Dutch Bros", "Caribou Coffee", "Black Sheep Coffee", "Joe & the Juice",
    "Columbus Café", "Boost Juice", "^Jamba",
  ],
  bakery: ["Krispy Kreme", "Cinnabon", "Auntie Anne's", "Bakers Delight", "^Kamps", "Ditsch", "Le Crobag", "Brioche Dorée", "Marie Blachère"],
  fast_food: [
    "McDonald's=MC DONALDS|MCDONALD S", "Burger King", "Wendy's", "Taco Bell", "KFC", "^Subway", "Chipotle", "Chick-fil-A",
    "Popeyes", "Domino's", "Pizza Hut", "Papa John's", "Little Caesars", "Five Guys", "Shake Shack", "In-N-Out", "Panera Bread=PANERA",
    "Arby's", "Sonic Drive-In", "Jack in the Box", "Carl's Jr", "Whataburger", "Panda Express", "Jimmy John's", "Jersey Mike's",
    "Qdoba", "Sweetgreen", "^Cava", "Raising Cane's", "Dairy Queen", "Wingstop", "Del Taco", "El Pollo Loco", "A&W", "Mary Brown's",
    "Pizza Pizza", "Hungry Jack's", "Guzman y Gomez", "Red Rooster", "^Oporto", "Zambrero", "Nando's", "Greggs", "Itsu",
    "Wagamama", "Pizza Express", "Franco Manca", "Vapiano", "Nordsee", "Freshii", "Mucho Burrito", "Tropical Smoothie",
  ],
  restaurant: [
    "Olive Garden", "Applebee's", "Chili's", "The Cheesecake Factory=CHEESECAKE FACTORY", "Denny's", "IHOP", "Red Lobster",
    "Outback Steakhouse", "Texas Roadhouse", "Buffalo Wild Wings", "Cracker Barrel", "P.F. Chang's", "The Keg Steakhouse",
    "Boston Pizza", "Earls Kitchen", "Cactus Club Cafe", "Swiss Chalet", "East Side Mario's", "Toby Carvery", "^Harvester",
    "Hippopotamus", "Buffalo Grill", "Flunch", "L'Osteria", "Block House", "Hans im Glück",
  ],
  bar: ["Wetherspoon=JD WETHERSPOON|WETHERSPOONS"],
  food_delivery: [
    "Uber Eats=UBEREATS|UBER EATS", "DoorDash", "Grubhub", "Postmates", "Seamless", "Deliveroo", "Just Eat", "Menulog",
    "SkipTheDishes=SKIP THE DISHES", "Lieferando", "Wolt", "Glovo", "Thuisbezorgd", "Foodora", "Takeaway.com",
  ],
  fuel: [
    "^Shell", "Chevron", "ExxonMobil=EXXON|MOBIL", "BP", "Esso", "Texaco", "Sunoco", "Valero", "Marathon Petroleum=MARATHON PETRO",
    "^Speedway", "Phillips 66", "Conoco", "Citgo", "Arco", "Costco Gas=COSTCO GASOLINE", "Murphy USA=MURPHY EXPRESS", "QuikTrip",
    "RaceTrac", "Love's Travel Stops=LOVES TRAVEL", "Pilot Flying J=FLYING J", "Kwik Trip", "Sheetz", "Casey's General Store=CASEYS",
    "Circle K", "Petro-Canada", "^Husky", "Ultramar", "Irving Oil", "Ampol", "Caltex", "Puma Energy", "United Petroleum",
    "TotalEnergies=TOTAL ACCESS", "Aral", "JET Tankstelle", "Agip", "Q8", "Repsol", "Cepsa", "OMV", "^Avia", "Gulf Oil",
  ],
  ev_charging: ["Tesla Supercharger", "ChargePoint", "Electrify America", "EVgo", "Ionity", "Pod Point"],
  ride_hailing: ["Uber", "Lyft", "DiDi", "^Bolt", "FREENOW=FREE NOW", "^Curb", "Addison Lee", "^Gett", "Heetch", "13cabs"],
  transit: [
    "Transport for London=TFL|TFL GOV UK", "MTA=MTA NYCT|NYCT", "^BART", "^Clipper", "WMATA", "SEPTA", "MBTA", "Ventra", "TriMet", "Caltrain",
    "^PRESTO", "TTC", "TransLink", "OC Transpo", "^Opal", "myki", "RATP", "Navigo", "BVG", "MVG", "HVV", "NS Reizigers", "GVB",
    "Leap Card",
  ],
  micromobility: ["^Lime=LIMEBIKE", "Bird Rides", "TIER Mobility", "^Voi", "Vélib'=VELIB", "Santander Cycles", "Citi Bike", "Dott"],
  rail: [
    "Amtrak", "VIA Rail", "Deutsche Bahn=DB VERTRIEB|DB FERNVERKEHR|DB BAHN|BAHN DE", "SNCF=OUIGO|TGV INOUI", "Eurostar", "Trainline",
    "Avanti West Coast", "LNER", "Great Western Railway=GWR", "ScotRail", "Thameslink", "ÖBB", "SBB", "Trenitalia", "^Italo", "Renfe",
    "Thalys", "Irish Rail", "NSW TrainLink",
  ],
  coach: ["Greyhound", "Megabus", "FlixBus=FLIXMOBILITY", "National Express", "BlaBlaCar", "Coach USA"],
  airline: [
    "Delta Air Lines=DELTA AIR", "United Airlines=UNITED AIR", "American Airlines=AMERICAN AIR", "Southwest Airlines=SOUTHWEST AIR",
    "JetBlue", "Alaska Airlines=ALASKA AIR", "Spirit Airlines", "Frontier Airlines", "Hawaiian Airlines", "Allegiant", "Sun Country",
    "Air Canada", "WestJet", "Porter Airlines", "Flair Airlines", "Air Transat", "British Airways", "Virgin Atlantic", "easyJet",
    "Ryanair", "Jet2", "Wizz Air", "Aer Lingus", "Lufthansa", "Eurowings", "Condor", "Air France", "KLM", "Transavia", "Vueling",
    "Iberia", "TAP Air Portugal", "ITA Airways", "Brussels Airlines", "Swiss International Air Lines=SWISS INTL", "Austrian Airlines",
    "Norwegian Air", "Finnair", "Qantas", "Virgin Australia", "Jetstar", "Rex Airlines", "Air New Zealand", "Emirates",
    "Qatar Airways", "Etihad", "Singapore Airlines", "Cathay Pacific", "Turkish Airlines", "Icelandair",
  ],
  hotel: [
    "Marriott=COURTYARD BY MARRIOTT|RESIDENCE INN|FAIRFIELD INN|SHERATON|WESTIN", "Hilton=HAMPTON INN|DOUBLETREE|EMBASSY SUITES",
    "Hyatt", "IHG Hotels=INTERCONTINENTAL|HOLIDAY INN|CROWNE PLAZA", "Best Western", "Wyndham=RAMADA|DAYS INN|SUPER 8|LA QUINTA",
    "Choice Hotels=COMFORT INN|QUALITY INN|SLEEP INN|ECONO LODGE", "Motel 6", "Radisson", "Accor=IBIS|NOVOTEL|MERCURE|SOFITEL",
    "Premier Inn", "Travelodge", "B&B Hotels", "Motel One", "NH Hotels", "Meliá", "Four Seasons", "Fairmont", "Kimpton", "citizenM",
  ],
  travel_booking: [
    "Airbnb", "Booking.com", "Expedia", "Hotels.com", "Vrbo", "Agoda", "Trip.com", "^Kayak", "^Priceline", "^Hopper", "lastminute.com",
    "TUI", "Opodo", "eDreams", "GetYourGuide", "Viator", "Hostelworld",
  ],
  car_rental: [
    "Hertz", "^Avis", "Enterprise Rent-A-Car=ENTERPRISE RENT", "Budget Rent a Car=BUDGET RENT|BUDGET CAR", "National Car Rental",
    "Alamo Rent a Car=^ALAMO", "Sixt", "Europcar", "Thrifty Car Rental", "Zipcar", "Turo", "Getaround", "Communauto", "GoGet",
  ],
  parking: [
    "ParkMobile", "SpotHero", "PayByPhone", "RingGo", "NCP", "Impark", "Indigo Parking", "Wilson Parking", "Secure Parking",
    "Q-Park", "APCOA", "EasyPark", "LAZ Parking",
  ],
  tolls: ["E-ZPass", "FasTrak", "SunPass", "407 ETR", "Linkt", "Dart Charge"],
  car_service: [
    "Jiffy Lube", "Midas", "Firestone", "Pep Boys", "Valvoline", "Meineke", "Discount Tire", "AutoZone", "O'Reilly Auto Parts",
    "Advance Auto Parts", "NAPA Auto Parts", "Halfords", "Kwik Fit", "Norauto", "Feu Vert", "Repco", "Supercheap Auto", "Mr. Lube",
    "Kal Tire", "ADAC", "RACV", "AAA",
  ],
  car_insurance: ["GEICO", "Progressive Insurance=^PROGRESSIVE", "State Farm", "Allstate", "^Admiral", "Direct Line", "AAMI", "Budget Direct"],
};
