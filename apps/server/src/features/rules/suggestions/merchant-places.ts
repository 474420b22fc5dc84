/**
 * Places banks append to a merchant: country codes, US states, Canadian provinces, Australian
 * states, and the larger cities of the countries Finch serves (folded, several words allowed).
 * Only used to cut the end of a merchant name, never its start.
 */

// prettier-ignore
export const COUNTRY_CODES: ReadonlySet<string> = new Set([
  "US", "USA", "GB", "GBR", "UK", "CA", "CAN", "AU", "AUS", "NZ", "NZL", "DE", "DEU", "FR", "FRA", "NL", "NLD", "IE", "IRL",
  "ES", "ESP", "IT", "ITA", "BE", "BEL", "AT", "AUT", "CH", "CHE", "PT", "PRT", "LU", "LUX", "FI", "FIN", "SE", "SWE",
  "DK", "DNK", "NO", "NOR",
]);

// prettier-ignore
export const REGION_CODES: ReadonlySet<string> = new Set([
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME",
  "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI",
  "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "ON", "QC", "BC", "AB", "MB", "SK", "NS", "NB", "NL",
  "PE", "YT", "NT", "NU", "NSW", "VIC", "QLD", "TAS", "ACT", "SA", "WA",
]);

// prettier-ignore
const CITIES = [
  "NEW YORK", "NEW YORK CITY", "NYC", "BROOKLYN", "LOS ANGELES", "CHICAGO", "HOUSTON", "PHOENIX", "PHILADELPHIA", "SAN ANTONIO",
  "SAN DIEGO", "DALLAS", "SAN JOSE", "AUSTIN", "JACKSONVILLE", "FORT WORTH", "COLUMBUS", "CHARLOTTE", "SAN FRANCISCO", "INDIANAPOLIS",
  "SEATTLE", "DENVER", "WASHINGTON", "BOSTON", "NASHVILLE", "DETROIT", "PORTLAND", "LAS VEGAS", "MEMPHIS", "LOUISVILLE", "BALTIMORE",
  "MILWAUKEE", "ALBUQUERQUE", "TUCSON", "FRESNO", "SACRAMENTO", "ATLANTA", "MIAMI", "OAKLAND", "MINNEAPOLIS", "TULSA", "CLEVELAND",
  "NEW ORLEANS", "TAMPA", "PITTSBURGH", "CINCINNATI", "ORLANDO", "ST LOUIS", "SALT LAKE CITY", "HONOLULU", "RALEIGH", "KANSAS CITY",
  "TORONTO", "MONTREAL", "VANCOUVER", "CALGARY", "EDMONTON", "OTTAWA", "WINNIPEG", "QUEBEC", "HAMILTON", "MISSISSAUGA", "BRAMPTON",
  "SURREY", "HALIFAX", "VICTORIA", "LONDON", "BIRMINGHAM", "MANCHESTER", "LEEDS", "GLASGOW", "LIVERPOOL", "EDINBURGH", "BRISTOL",
  "SHEFFIELD", "CARDIFF", "BELFAST", "LEICESTER", "NOTTINGHAM", "NEWCASTLE", "BRIGHTON", "SOUTHAMPTON", "OXFORD", "CAMBRIDGE",
  "COVENTRY", "YORK", "SYDNEY", "MELBOURNE", "BRISBANE", "PERTH", "ADELAIDE", "GOLD COAST", "CANBERRA", "HOBART",
  "DARWIN", "NEWCASTLE", "AUCKLAND", "WELLINGTON", "DUBLIN", "CORK", "PARIS", "MARSEILLE", "LYON", "TOULOUSE", "NANTES",
  "STRASBOURG", "BORDEAUX", "LILLE", "BERLIN", "HAMBURG", "MUENCHEN", "MUNICH", "KOELN", "COLOGNE", "FRANKFURT", "FRANKFURT AM MAIN",
  "STUTTGART", "DUESSELDORF", "LEIPZIG", "DORTMUND", "BREMEN", "DRESDEN", "HANNOVER", "NUERNBERG", "AMSTERDAM", "ROTTERDAM",
  "DEN HAAG", "THE HAGUE", "UTRECHT", "EINDHOVEN", "BRUSSELS", "BRUXELLES", "ANTWERPEN", "ANTWERP", "GENT", "WIEN", "VIENNA", "GRAZ",
  "ZUERICH", "ZURICH", "GENEVE", "MADRID", "BARCELONA", "VALENCIA", "SEVILLA", "ROMA", "ROME", "MILANO", "MILAN", "NAPOLI", "TORINO",
  "LISBOA", "LISBON", "PORTO", "HELSINKI", "LUXEMBOURG",
];

export const CITY_WORDS: readonly (readonly string[])[] = CITIES.map((c) =>
  c.split(" "),
).sort((a, b) => b.length - a.length);

/** Single words that are only ever a place in a bank line: codes and one-word cities. */
export const PLACE_WORDS: ReadonlySet<string> = new Set([
  ...COUNTRY_CODES,
  ...REGION_CODES,
  ...CITY_WORDS.filter((c) => c.length === 1).map((c) => c[0] ?? ""),
]);

/** Cities by their last word, longest first, to test the end of a name quickly. */
export const CITIES_BY_LAST_WORD: ReadonlyMap<
  string,
  readonly (readonly string[])[]
> = (() => {
  const byLast = new Map<string, (readonly string[])[]>();
  for (const city of CITY_WORDS) {
    const last = city.at(-1) ?? "";
    byLast.set(last, [...(byLast.get(last) ?? []), city]);
  }
  return byLast;
})();
