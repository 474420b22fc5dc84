/**
 * Brands of the last part of the dictionary: shops, learning, money and services.
 * Same entry format as merchant-dictionary-data.ts.
 */
import type { MerchantKind } from "./merchant-kinds";

// prettier-ignore
export const RETAIL_BRANDS: Partial<Record<MerchantKind, readonly string[]>> = {
  marketplace: [
    "Amazon=AMZN|AMZN MKTP|AMZNMKTPLACE|AMAZON MKTPLACE|AMAZON MARKETPLACE", "eBay", "Etsy", "AliExpress=ALIBABA", "Temu", "Shein",
    "^Wish", "Zalando", "bol.com", "^Otto", "Cdiscount", "Vinted", "Mercari", "Poshmark", "Depop", "Rakuten", "Catch.com.au", "Kogan",
    "Allegro", "Newegg", "Chewy",
  ],
  general_retail: [
    "Walmart=WAL MART|WM SUPERCENTER|WM SUPERCENTRE|WALMART SUPERCENTER", "^Target", "Kmart", "Big W", "Dollar General", "Dollar Tree",
    "Family Dollar", "Five Below", "Dollarama", "Giant Tiger", "Canadian Tire=CDN TIRE", "Home Bargains", "B&M Bargains", "Poundland",
    "Wilko", "The Reject Shop", "^Tedi", "Flying Tiger Copenhagen=FLYING TIGER", "Miniso", "HEMA", "Big Lots", "Costco Online",
  ],
  department_store: [
    "Macy's", "Nordstrom", "Kohl's", "JCPenney=JC PENNEY", "Dillard's", "Bloomingdale's", "Saks Fifth Avenue=SAKS", "Neiman Marcus",
    "TJ Maxx=TJMAXX|TK MAXX", "^Marshalls", "HomeGoods", "Ross Dress for Less=ROSS STORES", "^Burlington", "Hudson's Bay", "^Simons",
    "^Winners", "HomeSense", "John Lewis", "Marks & Spencer=MARKS SPENCER", "Debenhams", "Selfridges", "Harrods", "House of Fraser",
    "Next Retail=NEXT PLC|NEXT DIRECTORY", "^Argos", "Galeries Lafayette", "Printemps", "Le Bon Marché", "Galeria Kaufhof=^GALERIA",
    "KaDeWe", "El Corte Inglés", "De Bijenkorf", "Myer", "David Jones",
  ],
  clothing: [
    "H&M", "Zara", "Uniqlo", "Gap", "Old Navy", "Banana Republic", "Primark", "Nike", "Adidas", "Lululemon", "Urban Outfitters",
    "American Eagle", "Abercrombie & Fitch", "^Hollister", "Forever 21", "ASOS", "boohoo", "River Island", "New Look", "^Mango", "C&A",
    "s.Oliver", "Bershka", "Pull&Bear", "Massimo Dutti", "Foot Locker", "JD Sports", "Levi's", "Ralph Lauren", "Tommy Hilfiger",
    "Calvin Klein", "Aritzia", "^Roots", "Country Road", "Cotton On", "Superdry", "Skechers", "Timberland",
  ],
  sporting_goods: [
    "Decathlon", "Dick's Sporting Goods=DICKS SPORTING", "REI", "Academy Sports", "MEC", "Sport Chek", "Rebel Sport", "Intersport",
    "Sports Direct", "Kathmandu", "^Patagonia", "The North Face", "Columbia Sportswear",
  ],
  electronics: [
    "Best Buy", "Apple Store", "Micro Center", "Currys=CURRYS PC WORLD", "MediaMarkt=MEDIA MARKT", "^Saturn", "Fnac", "Darty",
    "^Boulanger", "Coolblue", "JB Hi-Fi", "Harvey Norman", "The Good Guys", "^Dell", "Samsung", "B&H Photo",
  ],
  office: ["^Staples", "Office Depot", "OfficeMax", "Officeworks", "Ryman", "Bureau Vallée"],
  home_improvement: [
    "The Home Depot=HOME DEPOT|HOMEDEPOT", "Lowe's", "Menards", "Ace Hardware", "True Value", "Harbor Freight", "IKEA", "Bunnings",
    "B&Q", "Homebase", "Wickes", "Screwfix", "Toolstation", "OBI", "Bauhaus", "Hornbach", "toom Baumarkt", "Leroy Merlin", "Castorama",
    "^Rona", "Home Hardware", "Mitre 10", "Bed Bath & Beyond", "Pottery Barn", "Williams-Sonoma", "Crate & Barrel", "West Elm",
    "Wayfair", "Ashley Furniture", "Structube", "The Brick", "Dunelm", "The Range", "^Habitat", "Zara Home", "Maisons du Monde",
    "XXXLutz", "Höffner", "JYSK", "Freedom Furniture", "Fantastic Furniture", "Adairs", "^Spotlight", "^Michaels", "Hobby Lobby",
    "Joann", "Hobbycraft",
  ],
  books: [
    "Barnes & Noble", "^Indigo=^CHAPTERS", "Waterstones", "WHSmith=WH SMITH|W H SMITH", "Foyles", "Blackwell's", "^Thalia", "Hugendubel",
    "Dymocks", "Booktopia", "Books-A-Million", "Half Price Books", "Powell's Books", "^Kobo", "^Kindle",
  ],
  pet_store: ["PetSmart", "Petco", "Pet Valu", "Pets at Home", "Petbarn", "Fressnapf", "zooplus", "Maxi Zoo"],
  beauty: [
    "Sephora", "Ulta Beauty=ULTA", "^Douglas", "^Lush", "The Body Shop", "^Mecca", "Bath & Body Works", "Sally Beauty", "Yves Rocher",
    "Nocibé", "Marionnaud", "KIKO Milano",
  ],
  florist: ["1-800-Flowers=1800FLOWERS", "FTD", "Interflora", "Bloom & Wild", "Fleurop"],
  toys: ["Toys R Us", "Smyths Toys", "Build-A-Bear", "LEGO", "Mastermind Toys"],
  courses: [
    "Coursera", "Udemy", "edX", "Udacity", "Skillshare", "MasterClass", "LinkedIn Learning", "Pluralsight", "Codecademy", "DataCamp",
    "Duolingo", "Babbel", "Rosetta Stone", "Brilliant.org", "OpenClassrooms", "Chegg", "Quizlet", "Kumon", "Sylvan Learning",
    "Berlitz", "Goethe-Institut", "Alliance Française", "^Pearson", "College Board",
  ],
  broker: [
    "^Vanguard", "^Fidelity", "Charles Schwab=SCHWAB", "Robinhood", "E*Trade=ETRADE", "TD Ameritrade", "Interactive Brokers=IBKR",
    "Merrill Edge=MERRILL", "Betterment", "Wealthfront", "^Acorns", "^Stash", "M1 Finance", "SoFi Invest", "Wealthsimple", "Questrade",
    "Qtrade", "Hargreaves Lansdown", "AJ Bell", "Trading 212", "Freetrade", "Nutmeg", "Moneybox", "eToro", "Interactive Investor",
    "CommSec=COMMONWEALTH SECURITIES", "Raiz Invest=RAIZ", "^Spaceship", "^Stake", "SelfWealth", "Pearler", "Trade Republic",
    "Scalable Capital", "comdirect", "Consorsbank", "flatex", "DEGIRO", "Saxo",
  ],
  crypto: ["Coinbase", "^Kraken", "Binance", "Crypto.com", "^Gemini", "Bitpanda", "Bitstamp"],
  payroll: ["ADP", "^Gusto", "Paychex", "Rippling", "^Deel", "TriNet", "Justworks", "Paylocity", "Paycom", "Ceridian=DAYFORCE"],
  p2p: [
    "Venmo", "Zelle", "Cash App=SQUARE CASH", "PayPal", "TransferWise=WISE PAYMENTS", "Revolut", "^Lydia", "Bizum", "Tikkie",
    "Satispay", "MobilePay", "^Swish", "Vipps", "Western Union", "MoneyGram", "Remitly", "WorldRemit",
  ],
  charity: ["GoFundMe", "Red Cross", "UNICEF", "Oxfam", "Wikimedia", "Salvation Army"],
  postal: ["USPS", "UPS", "FedEx", "DHL", "Royal Mail", "Post Office", "Canada Post", "Australia Post=AUSPOST", "Deutsche Post", "La Poste", "PostNL"],
  government: ["IRS", "HMRC", "DVLA", "DMV"],
  personal_care: ["Great Clips", "Supercuts", "Sport Clips", "European Wax Center", "Drybar", "Toni & Guy"],
};
