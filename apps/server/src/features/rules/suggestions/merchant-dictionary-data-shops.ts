/**
 * Brands of the second half of the dictionary: bills, health, shops, leisure, learning and money.
 * Same entry format as merchant-dictionary-data.ts.
 */
import type { MerchantKind } from "./merchant-kinds";

// prettier-ignore
export const MORE_BRANDS: Partial<Record<MerchantKind, readonly string[]>> = {
  streaming: [
    "Netflix", "Hulu=HLU", "^Disney+=DISNEY PLUS|DISNEYPLUS", "HBO Max=HBOMAX", "^Paramount+=PARAMOUNT PLUS", "^Peacock", "Apple TV",
    "Prime Video=AMAZON PRIME VIDEO", "Amazon Prime=AMZN PRIME|PRIME MEMBERSHIP", "YouTube Premium=YOUTUBE", "^Crave", "^Stan", "^Binge",
    "Kayo Sports=KAYO", "Foxtel", "Sky=SKY DIGITAL|SKY UK|SKY TV", "NOW TV", "BritBox", "^Canal+=CANAL PLUS|GROUPE CANAL", "DAZN",
    "Sling TV", "^Fubo", "Crunchyroll", "MUBI", "Twitch", "Patreon", "Audible", "Kindle Unlimited", "Scribd", "Storytel",
  ],
  music: ["Spotify", "Apple Music", "^Tidal", "Deezer", "SoundCloud", "YouTube Music", "Amazon Music", "SiriusXM=SIRIUS XM"],
  software: [
    "Apple=APPLE COM BILL|APPLE COM|ITUNES|ICLOUD|APPLE SERVICES", "Google One=GOOGLE STORAGE|GOOGLE WORKSPACE|GSUITE", "Microsoft=MSFT",
    "Adobe", "Dropbox", "OpenAI=CHATGPT", "^Notion", "^Slack", "Zoom=ZOOM US|ZOOM VIDEO", "Canva", "1Password", "LastPass", "NordVPN",
    "ExpressVPN", "GitHub", "Evernote", "Grammarly", "Headspace", "^Calm", "LinkedIn", "Tinder", "^Bumble", "^Hinge", "Match.com",
    "^Norton", "McAfee", "Squarespace", "Wix", "GoDaddy", "Strava", "Peloton", "Amazon Web Services=AWS",
  ],
  news: [
    "The New York Times=NYTIMES|NY TIMES", "Wall Street Journal=WSJ", "Washington Post", "The Guardian", "The Economist",
    "Financial Times=FT COM", "^Medium", "Substack", "Der Spiegel=SPIEGEL", "Le Monde", "The Athletic", "Globe and Mail",
  ],
  games: [
    "PlayStation=SONY PLAYSTATION|PSN", "Xbox", "Steam=STEAMGAMES|STEAMPOWERED", "Epic Games", "Nintendo", "Blizzard", "Roblox",
    "Electronic Arts", "GameStop",
  ],
  telecom: [
    "AT&T=ATT", "Verizon", "T-Mobile", "^Sprint", "Comcast=XFINITY", "^Spectrum", "Cox Communications", "^Optimum", "Google Fi",
    "Mint Mobile", "Cricket Wireless", "Boost Mobile", "Frontier Communications", "CenturyLink", "^Rogers", "Bell Canada=BELL MOBILITY",
    "Telus", "Fido", "Koodo", "Freedom Mobile", "Videotron", "^Shaw", "Virgin Plus", "Public Mobile", "BT=BT GROUP|BRITISH TELECOM",
    "EE", "Vodafone", "O2", "^Three=THREE UK|H3G", "Virgin Media", "TalkTalk", "giffgaff", "Plusnet", "Hyperoptic", "Telstra",
    "Optus", "TPG", "iiNet", "Aussie Broadband", "^Belong", "Telekom=DEUTSCHE TELEKOM", "Telefónica", "1&1=1UND1", "congstar",
    "Orange SA=ORANGE FRANCE", "SFR", "Bouygues Telecom", "Free Mobile=FREE TELECOM|FREEBOX", "KPN", "Ziggo", "Proximus", "Movistar", "^Eir",
  ],
  energy: [
    "PG&E=PGANDE|PACIFIC GAS", "Southern California Edison=SO CAL EDISON", "SDG&E", "Con Edison=CONED|CONSOLIDATED EDISON",
    "Duke Energy", "Dominion Energy", "Georgia Power", "Florida Power & Light", "Xcel Energy", "National Grid", "Eversource", "PSEG",
    "ComEd", "DTE Energy", "Consumers Energy", "Ameren", "Entergy", "PECO", "Puget Sound Energy", "Hydro One", "Toronto Hydro",
    "BC Hydro", "Hydro-Québec", "Enbridge", "FortisBC", "Alectra", "EPCOR", "Enmax", "British Gas", "Octopus Energy", "EDF",
    "E.ON=EON", "OVO Energy", "ScottishPower=SCOTTISH POWER", "SSE", "Shell Energy", "Origin Energy", "AGL", "EnergyAustralia",
    "Red Energy", "Alinta Energy", "Simply Energy", "Vattenfall", "EnBW", "RWE", "Engie", "Eneco", "Essent", "Iberdrola",
    "Endesa", "Enel", "Electric Ireland", "Bord Gáis",
  ],
  water: [
    "Thames Water", "Anglian Water", "Severn Trent", "United Utilities", "Yorkshire Water", "Southern Water", "Sydney Water",
    "Yarra Valley Water", "South East Water", "EBMUD=EAST BAY MUD", "American Water", "Veolia",
  ],
  local_tax: ["TV Licensing=TV LICENCE", "Rundfunkbeitrag=RUNDFUNK ARD|BEITRAGSSERVICE"],
  insurance: [
    "Liberty Mutual", "Farmers Insurance", "USAA", "^Travelers", "^Lemonade", "Aviva", "AXA", "Allianz", "^Zurich", "Generali",
    "HUK-Coburg", "Intact Insurance", "NRMA", "^Youi", "Suncorp", "MAIF", "MACIF", "ERGO", "Sun Life", "Manulife",
  ],
  health_insurance: [
    "Cigna", "Aetna", "Blue Cross=BCBS", "UnitedHealthcare=UNITEDHEALTH", "Humana", "^Anthem", "Bupa", "Medibank", "HCF", "nib",
    "ahm", "^Vitality", "Techniker Krankenkasse", "AOK", "Barmer", "DAK-Gesundheit",
  ],
  pharmacy: [
    "CVS=CVS PHARMACY|CVS PHARM", "Walgreens", "Rite Aid", "Duane Reade", "Shoppers Drug Mart=SHOPPERS DRUG", "Rexall", "Jean Coutu",
    "Pharmaprix", "London Drugs", "Uniprix", "Familiprix", "^Boots", "Superdrug", "LloydsPharmacy=LLOYDS PHARMACY", "Well Pharmacy",
    "Chemist Warehouse", "Priceline Pharmacy", "TerryWhite Chemmart=TERRY WHITE|CHEMMART", "Amcal", "Blooms The Chemist",
    "DocMorris", "Shop Apotheke",
  ],
  drugstore: ["dm-drogerie markt=DM DROGERIE|DM DROGERIEMARKT|DM", "Rossmann", "Müller Drogerie", "Kruidvat", "Etos"],
  medical: [
    "Kaiser Permanente", "Quest Diagnostics", "LabCorp", "One Medical", "MinuteClinic", "Teladoc", "Doctolib", "NHS", "Medicare Benefit",
    "CPAM=AMELI",
  ],
  dental: ["Aspen Dental", "Bupa Dental", "mydentist"],
  optical: [
    "Specsavers", "Vision Express", "Fielmann", "Apollo-Optik", "LensCrafters", "Warby Parker", "Pearle Vision", "Alain Afflelou",
    "Optical Center",
  ],
  gym: [
    "Planet Fitness", "24 Hour Fitness=24HR FITNESS", "LA Fitness", "^Equinox", "Anytime Fitness", "Gold's Gym", "Crunch Fitness",
    "Orangetheory=ORANGE THEORY", "Life Time Fitness=LIFETIME FITNESS", "GoodLife Fitness=GOODLIFE", "Fit4Less", "PureGym",
    "The Gym Group", "David Lloyd", "Virgin Active", "Nuffield Health", "F45", "Snap Fitness", "Jetts", "Fitness First", "McFit",
    "FitX", "Urban Sports Club", "ClassPass", "Basic-Fit", "SoulCycle", "YMCA",
  ],
  cinema: [
    "AMC Theatres=AMC", "^Regal", "Cinemark", "Cineplex", "Landmark Cinemas", "Odeon", "Vue Cinemas=VUE", "Cineworld", "Picturehouse",
    "Everyman Cinema", "Hoyts", "Event Cinemas", "Village Cinemas", "Reading Cinemas", "Palace Cinemas", "UGC", "Pathé=PATHE GAUMONT|GAUMONT",
    "MK2", "CinemaxX", "Cinestar", "UCI Kinowelt", "Kinepolis", "Alamo Drafthouse", "Fandango",
  ],
  events: ["Ticketmaster", "Live Nation", "StubHub", "Eventbrite", "SeatGeek", "Eventim", "See Tickets", "AXS", "Ticketek"],
  culture: ["Disneyland", "Walt Disney World", "Six Flags", "Legoland", "Merlin Entertainments", "National Trust", "English Heritage"],
  gambling: ["DraftKings", "FanDuel", "bet365", "National Lottery", "Sportsbet", "Ladbrokes", "William Hill", "Paddy Power"],
};
