/**
 * Tuned household: a Paris architect paid monthly, one current account with a bank card.
 * Habits: rent under utilities, the bakery under food_dining, CPAM reimbursements as healthcare
 * refunds, Amazon partly groceries, card and account fees under other.
 */
import {
  firstMet,
  type TunedHousehold,
  type TunedMerchant,
} from "./tuned-engine";

// prettier-ignore
const regulars: TunedMerchant[] = [
  { key: "salaire", kind: "income", spellings: ["VIR SEPA SALAIRE ATELIER LUMIERE SAS", "VIREMENT RECU ATELIER LUMIERE SALAIRE <mm>/<yyyy>"], category: "salary", monthly: 1, cents: [310000, 310000] },
  { key: "loyer", kind: "move", spellings: ["PRLV SEPA FONCIA LOYER", "VIR PERMANENT LOYER M DUPONT"], category: "utilities", monthly: 1, cents: [145000, 145000] },
  { key: "edf", kind: "bill", spellings: ["PRLV SEPA EDF CLIENTS PARTICULIERS", "EDF ECHEANCE %"], named: "EDF", category: "utilities", monthly: 1, cents: [6200, 6200] },
  { key: "free", kind: "bill", spellings: ["PRLV SEPA FREE MOBILE", "FREE TELECOM %"], named: "Free", category: "utilities", monthly: 1, cents: [1999, 1999] },
  { key: "orange", kind: "bill", spellings: ["PRLV SEPA ORANGE SA", "ORANGE FACTURE %"], named: "Orange", category: "utilities", monthly: 1, cents: [3999, 3999] },
  { key: "navigo", kind: "bill", spellings: ["PRLV SEPA NAVIGO ANNUEL", "COMUTITRES SAS NAVIGO"], category: "transportation", monthly: 1, cents: [8610, 8610] },
  { key: "ratp", kind: "card", spellings: ["RATP", "RATP SAINT LAZARE"], category: "transportation", monthly: 1.5, cents: [215, 2000] },
  { key: "sncf", kind: "card", spellings: ["SNCF INTERNET", "SNCF CONNECT ~", "OUIGO"], named: "SNCF", category: "travel", monthly: 0.6, cents: [2500, 15000] },
  { key: "uber", kind: "card", spellings: ["UBER *TRIP", "UBER BV"], named: "Uber", category: "transportation", monthly: 1, cents: [1000, 3500] },
  { key: "velib", kind: "card", spellings: ["VELIB METROPOLE", "SMOVENGO VELIB"], category: "transportation", monthly: 1, cents: [310, 3100] },
  { key: "monoprix", kind: "card", spellings: ["MONOPRIX §", "MONOP' PARIS"], named: "Monoprix", category: "groceries", monthly: 3, cents: [500, 7000] },
  { key: "carrefour", kind: "card", spellings: ["CARREFOUR CITY", "CARREFOUR MARKET §", "CRF CITY PARIS"], named: "Carrefour", category: "groceries", monthly: 3, cents: [500, 9000] },
  { key: "franprix", kind: "card", spellings: ["FRANPRIX §", "FRANPRIX 5034"], category: "groceries", monthly: 2, cents: [300, 4000] },
  { key: "picard", kind: "card", spellings: ["PICARD SURGELES", "PICARD §"], category: "groceries", monthly: 0.7, cents: [1000, 5000] },
  { key: "boulangerie-julien", kind: "card", spellings: ["BOULANGERIE JULIEN", "SUMUP *BOULANGERIE JULIEN"], category: "food_dining", monthly: 6, cents: [120, 900] },
  { key: "cafe-charlot", kind: "card", spellings: ["CAFE CHARLOT", "LE CAFE CHARLOT @"], category: "food_dining", monthly: 2, cents: [350, 2500] },
  { key: "petit-cler", kind: "card", spellings: ["SUMUP *LE PETIT CLER", "LE PETIT CLER"], category: "food_dining", monthly: 1.5, cents: [1800, 6000] },
  { key: "deliveroo", kind: "card", spellings: ["DELIVEROO FR", "DELIVEROO"], named: "Deliveroo", category: "food_dining", monthly: 1.5, cents: [1800, 4000] },
  { key: "mcdonalds", kind: "card", spellings: ["MCDONALDS PARIS §", "MC DONALD'S"], category: "food_dining", monthly: 0.5, cents: [700, 1800] },
  { key: "pharmacie-marche", kind: "card", spellings: ["PHARMACIE DU MARCHE", "PHARMACIE DU MARCHE @"], category: "healthcare", monthly: 1, cents: [500, 4000] },
  { key: "dr-martin", kind: "card", spellings: ["DR MARTIN MEDECIN GENERALISTE", "CABINET MEDICAL DR MARTIN"], category: "healthcare", monthly: 0.3, cents: [2650, 3000] },
  { key: "alan", kind: "bill", spellings: ["PRLV SEPA ALAN SA", "ALAN ASSURANCE SANTE"], category: "healthcare", monthly: 1, cents: [5800, 5800] },
  { key: "cpam", kind: "income", spellings: ["VIR CPAM PARIS REMBOURSEMENT", "CPAM DE PARIS"], category: "healthcare", monthly: 0.5, cents: [700, 2000] },
  { key: "netflix", kind: "online", spellings: ["NETFLIX.COM", "NETFLIX INTERNATIONAL B.V."], named: "Netflix", category: "subscription", monthly: 1, cents: [1349, 1349] },
  { key: "canal", kind: "bill", spellings: ["PRLV SEPA CANAL+", "GROUPE CANAL+"], category: "subscription", monthly: 1, cents: [2699, 2699] },
  { key: "spotify", kind: "online", spellings: ["SPOTIFY FR", "PAYPAL *SPOTIFY"], named: "Spotify", category: "subscription", monthly: 1, cents: [1112, 1112] },
  { key: "fnac", kind: "card", spellings: ["FNAC §", "FNAC DARTY"], category: "shopping", monthly: 0.4, cents: [1500, 30000] },
  { key: "decathlon", kind: "card", spellings: ["DECATHLON §", "DECATHLON FRANCE"], category: "shopping", monthly: 0.3, cents: [1000, 12000] },
  { key: "amazon", kind: "online", spellings: ["AMAZON PAYMENTS ~", "AMZN Mktp FR*~", "AMAZON EU SARL"], named: "Amazon", category: { shopping: 0.85, groceries: 0.15 }, monthly: 2, cents: [800, 9000], refunds: 0.3 },
  { key: "total", kind: "card", spellings: ["TOTALENERGIES §", "TOTAL ACCESS @"], category: "transportation", monthly: 0.5, cents: [4000, 8000] },
  { key: "air-france", kind: "card", spellings: ["AIR FRANCE %", "AIR FRANCE KLM"], category: "travel", monthly: 0.2, cents: [10000, 60000] },
  { key: "ibis", kind: "card", spellings: ["IBIS HOTEL @", "HOTEL IBIS"], category: "travel", monthly: 0.1, cents: [7000, 15000] },
  { key: "pea", kind: "bill", spellings: ["VIR SEPA BOURSOBANK PEA", "VIREMENT PEA"], category: "investment", monthly: 1, cents: [30000, 30000] },
  { key: "livret-a", kind: "move", spellings: ["VIR LIVRET A", "VIREMENT VERS LIVRET A"], category: "transfer", monthly: 1.5, cents: [10000, 50000] },
  { key: "dab", kind: "move", spellings: ["RETRAIT DAB @", "RETRAIT DAB <dd>/<mm> @"], category: "other", monthly: 1, cents: [2000, 10000] },
  { key: "lydia", kind: "move", spellings: ["LYDIA ~", "PAIEMENT LYDIA"], category: "other", monthly: 1, cents: [500, 4000] },
  { key: "cinema", kind: "card", spellings: ["UGC CINE CITE", "MK2 BIBLIOTHEQUE"], category: "entertainment", monthly: 0.7, cents: [900, 2400] },
  { key: "frais", kind: "bill", spellings: ["FRAIS TENUE DE COMPTE", "COTISATION CARTE"], category: "other", monthly: 0.5, cents: [200, 1500] },
  { key: "openclassrooms", kind: "online", spellings: ["OPENCLASSROOMS", "OPENCLASSROOMS SAS"], category: "education", monthly: 0.5, cents: [2000, 2000] },
];

// prettier-ignore
const newcomers = firstMet([
  { key: "dentiste", spellings: ["CABINET DENTAIRE DR LEVY", "DR LEVY CHIRURGIEN DENTISTE"], category: "healthcare" },
  { key: "plombier", spellings: ["PLOMBERIE MOREAU", "SARL MOREAU PLOMBERIE"], category: "other" },
  { key: "chez-jeanne", spellings: ["RESTAURANT CHEZ JEANNE", "SUMUP *CHEZ JEANNE"], category: "food_dining" },
  { key: "pain-dore", spellings: ["BOULANGERIE LEBLANC", "AU PAIN DORE"], category: "food_dining" },
  { key: "epicerie", spellings: ["EPICERIE DU CANAL", "EPICERIE FINE CANAL"], category: "groceries" },
  { key: "pharmacie-bastille", spellings: ["PHARMACIE DE LA BASTILLE", "GRANDE PHARMACIE BASTILLE"], category: "healthcare" },
  { key: "lidl", spellings: ["LIDL §", "LIDL FRANCE"], category: "groceries" },
  { key: "leclerc", spellings: ["E.LECLERC @", "LECLERC DRIVE"], category: "groceries" },
  { key: "esso", spellings: ["STATION ESSO @", "ESSO EXPRESS §"], category: "transportation" },
  { key: "indigo-parking", spellings: ["INDIGO PARKING @", "SAEMES PARKING"], category: "transportation" },
  { key: "easyjet", spellings: ["EASYJET %", "EASYJET AIRLINE"], category: "travel" },
  { key: "airbnb", spellings: ["AIRBNB * ~", "AIRBNB PAYMENTS"], category: "travel" },
  { key: "chatelet", spellings: ["THEATRE DU CHATELET", "THEATRE DE LA VILLE"], category: "entertainment" },
  { key: "louvre", spellings: ["MUSEE DU LOUVRE", "PARIS MUSEES"], category: "entertainment" },
  { key: "zara", spellings: ["ZARA FRANCE", "ZARA §"], category: "shopping" },
  { key: "sephora", spellings: ["SEPHORA §", "SEPHORA.FR"], category: "shopping" },
  { key: "lmb", spellings: ["SAS LMB DISTRIBUTION", "LMB DISTRIB"], category: "shopping" },
  { key: "coiffure", spellings: ["SALON DE COIFFURE NINA", "COIFFURE NINA"], category: "other" },
  { key: "kine", spellings: ["CABINET KINE DUVAL", "M DUVAL KINESITHERAPEUTE"], category: "healthcare" },
  { key: "auto-ecole", spellings: ["AUTO ECOLE DU CENTRE", "ECF AUTO ECOLE"], category: "education" },
], [600, 12000]);

export const paris: TunedHousehold = {
  label: "tuned Paris",
  country: "FR",
  firstMonth: "2024-01",
  places: ["PARIS", "PARIS 11", "75011 PARIS", "BOULOGNE BIL", "MONTREUIL"],
  cardFormats: [
    "CB <m> <dd>/<mm>",
    "PAIEMENT PAR CARTE X^ <m> @ <dd>/<mm>",
    "CARTE X^ <dd>/<mm> <m>",
    "<m> @",
  ],
  refundFormats: ["AVOIR CARTE <m>", "REMBOURSEMENT <m>"],
  merchants: [...regulars, ...newcomers],
  guessShare: 0.1,
  forgetShare: 0.03,
  namedShare: 0.3,
};
