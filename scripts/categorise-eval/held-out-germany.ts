/**
 * Held-out household: a Berlin software developer paid monthly, with a girocard and a Visa debit
 * card; many payments go through PayPal. Habits: rent and insurance under other, the drugstores
 * under groceries, the sports club under entertainment, long-distance trains under travel.
 */
import {
  metInTest,
  type HeldOutHousehold,
  type HeldOutMerchant,
} from "./held-out-engine";

// prettier-ignore
const seen: HeldOutMerchant[] = [
  { key: "nordlicht", texts: ["GEHALT {mm}/20{yy} NORDLICHT SOFTWARE GMBH", "Lohn/Gehalt NORDLICHT SOFTWARE GMBH"], cat: "salary", perMonth: 1, cents: [352000, 352000], credit: true },
  { key: "miete", texts: ["DAUERAUFTRAG MIETE WOHNUNG 3.OG", "Miete Wohnung Kopenhagener Str."], cat: "other", perMonth: 1, cents: [98000, 98000] },
  { key: "vattenfall", texts: ["Lastschrift VATTENFALL EUROPE SALES GMBH", "VATTENFALL EUROPE SALES GMBH ABSCHLAG"], sync: "Vattenfall", cat: "utilities", perMonth: 1, cents: [6500, 6500] },
  { key: "telekom", texts: ["TELEKOM DEUTSCHLAND GMBH", "Lastschrift Telekom Deutschland GmbH Festnetz"], sync: "Telekom", cat: "utilities", perMonth: 1, cents: [3995, 3995] },
  { key: "o2", texts: ["TELEFONICA GERMANY GMBH + CO. OHG", "o2 Mobilfunk Rechnung {n8}"], sync: "o2", cat: "utilities", perMonth: 1, cents: [1999, 1999] },
  { key: "rundfunk", texts: ["RUNDFUNK ARD, ZDF, DRADIO", "Beitragsservice ARD ZDF Deutschlandradio"], cat: "subscription", perMonth: 0.34, cents: [5508, 5508] },
  { key: "bvg", texts: ["BVG ABO {n6}", "Berliner Verkehrsbetriebe Deutschlandticket"], sync: "BVG", cat: "transportation", perMonth: 1, cents: [4900, 4900] },
  { key: "db", texts: ["DB Vertrieb GmbH", "DB FERNVERKEHR {n8}", "DB BAHN A-NR {ref}"], sync: "Deutsche Bahn", cat: "travel", perMonth: 0.6, cents: [1990, 13900], card: true },
  { key: "rewe", texts: ["REWE Markt GmbH", "REWE {#}", "REWE SAGT DANKE {n8}"], sync: "REWE", cat: "groceries", perMonth: 4, cents: [600, 8500], card: true },
  { key: "edeka", texts: ["EDEKA {city}", "EDEKA CENTER {#}"], sync: "EDEKA", cat: "groceries", perMonth: 2, cents: [500, 6000], card: true },
  { key: "aldi", texts: ["ALDI SAGT DANKE", "ALDI NORD {#}"], sync: "ALDI", cat: "groceries", perMonth: 2, cents: [800, 5500], card: true },
  { key: "lidl", texts: ["LIDL DIENSTL {#}", "Lidl sagt Danke"], sync: "Lidl", cat: "groceries", perMonth: 1.5, cents: [700, 4800], card: true },
  { key: "dm", texts: ["DM-DROGERIE MARKT {#}", "DM DROGERIEMARKT SAGT DANKE"], sync: "dm-drogerie markt", cat: "groceries", perMonth: 2, cents: [300, 3500], card: true },
  { key: "rossmann", texts: ["ROSSMANN {#}", "DIRK ROSSMANN GMBH"], cat: "groceries", perMonth: 0.8, cents: [300, 2800], card: true },
  { key: "lieferando", texts: ["Lieferando.de", "PAYPAL *LIEFERANDO", "Takeaway.com Lieferando"], sync: "Lieferando", cat: "food_dining", perMonth: 2, cents: [1800, 4200] },
  { key: "wolt", texts: ["WOLT BERLIN", "Wolt Enterprises Deutschland"], cat: "food_dining", perMonth: 1, cents: [1500, 3800], card: true },
  { key: "burgermeister", texts: ["BURGERMEISTER {city}", "SUMUP *BURGERMEISTER"], cat: "food_dining", perMonth: 1, cents: [900, 2400], card: true },
  { key: "mustafas", texts: ["MUSTAFAS GEMUESE KEBAP", "Mustafas Gemüse Kebap"], cat: "food_dining", perMonth: 1.5, cents: [600, 1500], card: true },
  { key: "cafe-krone", texts: ["SUMUP *CAFE KRONE", "SumUp *Café Krone"], cat: "food_dining", perMonth: 2, cents: [350, 1400], card: true },
  { key: "netflix", texts: ["PayPal Europe S.a.r.l. et Cie S.C.A {n8} PP.{n4}.PP . NETFLIX INTERNATIONAL B.V., Ihr Einkauf bei NETFLIX INTERNATIONAL B.V.", "PAYPAL *NETFLIX"], sync: "Netflix", cat: "subscription", perMonth: 1, cents: [1399, 1399] },
  { key: "spotify", texts: ["PAYPAL *SPOTIFY {n8}", "Spotify AB"], sync: "Spotify", cat: "subscription", perMonth: 1, cents: [1099, 1099] },
  { key: "urban-sports", texts: ["URBAN SPORTS GMBH", "Urban Sports Club M{n6}"], cat: "entertainment", perMonth: 1, cents: [5900, 5900] },
  { key: "trade-republic", texts: ["TRADE REPUBLIC BANK GMBH SPARPLAN", "Trade Republic Sparplan {n8}"], cat: "investment", perMonth: 1, cents: [25000, 25000] },
  { key: "tagesgeld", texts: ["Umbuchung auf Tagesgeld", "ÜBERWEISUNG EIGENES KONTO DE89 3704 0044 0532 0130 00"], cat: "transfer", perMonth: 1, cents: [10000, 50000] },
  { key: "kreditkarte", texts: ["KREDITKARTENABRECHNUNG {mm}/{yy}", "Ausgleich Kreditkarte"], cat: "transfer", perMonth: 1, cents: [30000, 120000] },
  { key: "atm", texts: ["Bargeldauszahlung GA {n6} {city}", "GELDAUTOMAT SPARKASSE {city}"], cat: "other", perMonth: 1.5, cents: [5000, 20000] },
  { key: "adler-apotheke", texts: ["ADLER APOTHEKE {city}", "Adler-Apotheke"], cat: "healthcare", perMonth: 0.6, cents: [500, 4500], card: true },
  { key: "allianz", texts: ["ALLIANZ VERSICHERUNGS-AG HAUSRAT", "Allianz Versicherung Beitrag {n8}"], cat: "other", perMonth: 1, cents: [1290, 1290] },
  { key: "amazon", texts: ["AMAZON EU S.A R.L., NIEDERLASSUNG DEUTSCHLAND", "AMZN Mktp DE*{ref}", "Amazon .Mktplce EU-DE {ref}"], sync: "Amazon", cat: [["shopping", 0.9], ["groceries", 0.1]], perMonth: 2.5, cents: [900, 8000], refund: 0.3 },
  { key: "zalando", texts: ["ZALANDO SE", "PAYPAL *ZALANDO"], sync: "Zalando", cat: "shopping", perMonth: 0.7, cents: [2500, 12000], refund: 0.4 },
  { key: "mediamarkt", texts: ["MEDIA MARKT {city}", "MediaMarkt Alexanderplatz"], cat: "shopping", perMonth: 0.3, cents: [2000, 40000], card: true },
  { key: "ikea", texts: ["IKEA DEUTSCHLAND GMBH {city}", "IKEA {city}"], cat: "shopping", perMonth: 0.3, cents: [1500, 25000], card: true },
  { key: "lufthansa", texts: ["LUFTHANSA {n8}", "DEUTSCHE LUFTHANSA AG"], cat: "travel", perMonth: 0.2, cents: [12000, 60000], card: true },
  { key: "booking", texts: ["Booking.com {ref}", "BOOKING.COM HOTEL"], cat: "travel", perMonth: 0.25, cents: [9000, 45000], card: true },
  { key: "vhs", texts: ["VHS FRIEDRICHSHAIN-KREUZBERG", "Volkshochschule Berlin Kursgebuehr"], cat: "education", perMonth: 0.3, cents: [4500, 12000] },
  { key: "yorck", texts: ["YORCK KINOS GMBH", "Yorck Kino {city}"], cat: "entertainment", perMonth: 0.6, cents: [900, 2600], card: true },
  { key: "kontofuehrung", texts: ["Kontoführungsgebühr", "Entgelt Kontoführung"], cat: "other", perMonth: 1, cents: [495, 495] },
  { key: "paypal-friends", texts: ["PAYPAL *Freunde", "PayPal Überweisung an Lena"], cat: "other", perMonth: 1, cents: [1000, 6000] },
];

// prettier-ignore
const met = metInTest([
  { key: "zahnarzt", texts: ["Zahnarztpraxis Dr. Meier", "ZAHNARZTPRAXIS DR MEIER {city}"], cat: "healthcare" },
  { key: "baeckerei", texts: ["BAECKEREI SCHMIDT", "Bäckerei Schmidt Filiale {#}"], cat: "food_dining" },
  { key: "sanitaer", texts: ["Sanitär Hoffmann GmbH", "SANITAER HOFFMANN RECHNUNG {n6}"], cat: "other" },
  { key: "physio", texts: ["Physiotherapie am Park", "PHYSIOTHERAPIE AM PARK {city}"], cat: "healthcare" },
  { key: "da-toni", texts: ["Ristorante Da Toni", "SUMUP *RISTORANTE DA TONI"], cat: "food_dining" },
  { key: "imbiss", texts: ["Asia Imbiss Hoang", "ASIA IMBISS HOANG {city}"], cat: "food_dining" },
  { key: "kaufland", texts: ["KAUFLAND {#}", "Kaufland Berlin-Mitte"], cat: "groceries" },
  { key: "netto", texts: ["NETTO MARKEN-DISCOUNT {#}", "NETTO FIL. {#}"], cat: "groceries" },
  { key: "shell", texts: ["SHELL {n6}", "Shell Deutschland Station {#}"], cat: "transportation" },
  { key: "aral", texts: ["ARAL STATION {#}", "ARAL TANKSTELLE {city}"], cat: "transportation" },
  { key: "tankstelle", texts: ["TANKSTELLE MUELLER {city}", "Freie Tankstelle Müller"], cat: "transportation" },
  { key: "parkhaus", texts: ["PARKHAUS ALEXA", "APCOA PARKING {city}"], cat: "transportation" },
  { key: "blumen", texts: ["Blumen Schulz", "BLUMENLADEN SCHULZ"], cat: "shopping" },
  { key: "schluesseldienst", texts: ["Schlüsseldienst Yilmaz", "SCHLUESSELDIENST YILMAZ"], cat: "other" },
  { key: "fielmann", texts: ["FIELMANN AG & CO {#}", "Fielmann Berlin"], cat: "healthcare" },
  { key: "handelsges", texts: ["XYZ Handelsgesellschaft mbH", "XYZ HANDELSGES. MBH"], cat: "shopping" },
  { key: "kino-international", texts: ["KINO INTERNATIONAL", "Kino International Berlin"], cat: "entertainment" },
  { key: "thalia", texts: ["THALIA BUCHHANDLUNG {#}", "Thalia.de"], cat: "shopping" },
  { key: "flixbus", texts: ["FLIXBUS {ref}", "FlixMobility GmbH"], cat: "travel" },
  { key: "hotel", texts: ["HOTEL AM MEER ROSTOCK", "Hotel am Meer GmbH"], cat: "travel" },
  { key: "tierarzt", texts: ["Tierarztpraxis Wagner", "TIERARZT WAGNER"], cat: "other" },
  { key: "udemy", texts: ["UDEMY", "PAYPAL *UDEMY"], cat: "education" },
  { key: "apple", texts: ["APPLE.COM/BILL", "Apple Services"], cat: "subscription" },
  { key: "oezdemir", texts: ["M. Oezdemir", "Herr Özdemir Rechnung 14"], cat: "other" },
], [800, 15000]);

export const germany: HeldOutHousehold = {
  name: "held-out Berlin",
  country: "DE",
  startMonth: "2023-09",
  cities: ["Berlin", "BERLIN", "Berlin-Kreuzberg", "Potsdam"],
  cardStyles: [
    "Kartenzahlung girocard {m}//{city}/DE 20{yy}-{mm}-{dd}T18:22:31",
    "{m}//{city}/DE",
    "VISA Debit {m} {city}",
    "Kartenzahlung {m} {city} Folgenr. {n4}",
    "{m}",
  ],
  refundStyles: ["Gutschrift {m}", "Erstattung {m}", "{m} Rueckerstattung"],
  merchants: [...seen, ...met],
  providerShare: 0.1,
  syncShare: 0.3,
};
