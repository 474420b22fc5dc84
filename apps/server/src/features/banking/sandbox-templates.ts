import { parseMoney } from "@finch/domain";
import type { AccountKey } from "./sandbox-data";

/** A kind of sandbox transaction: where it lands, what it is called, its amount range in cents. */
export interface Template {
  key: string;
  account: AccountKey;
  name: string;
  merchant: string | null;
  /** Plaid's personal_finance_category.detailed. */
  pfc: string;
  minCents: number;
  maxCents: number;
  /** 1 = money out (Plaid's positive amount), -1 = money in. */
  direction: 1 | -1;
}

// key | account | name | merchant (- for none) | PFC detailed | min | max | out/in | chance or day
const DAILY = `
grocery    | credit | WHOLE FOODS MARKET #10234 | Whole Foods Market     | FOOD_AND_DRINK_GROCERIES                | 35.00 | 180.00 | out | 0.12
grocery2   | credit | TRADER JOE'S #552         | Trader Joe's           | FOOD_AND_DRINK_GROCERIES                | 25.00 |  95.00 | out | 0.08
coffee     | credit | STARBUCKS STORE 08841     | Starbucks              | FOOD_AND_DRINK_COFFEE                   |  4.50 |   9.00 | out | 0.14
dining     | credit | CHIPOTLE 1742             | Chipotle Mexican Grill | FOOD_AND_DRINK_FAST_FOOD                | 11.00 |  24.00 | out | 0.08
restaurant | credit | THE GOLDEN FORK BISTRO    | The Golden Fork        | FOOD_AND_DRINK_RESTAURANT               | 38.00 | 115.00 | out | 0.06
fuel       | credit | SHELL OIL 57442           | Shell                  | TRANSPORTATION_GAS                      | 30.00 |  65.00 | out | 0.10
amazon     | credit | AMAZON MKTPL*2K4LQ0       | Amazon                 | GENERAL_MERCHANDISE_ONLINE_MARKETPLACES | 15.00 | 120.00 | out | 0.05
target     | credit | TARGET T-2231             | Target                 | GENERAL_MERCHANDISE_SUPERSTORES         | 20.00 |  90.00 | out | 0.03
uber       | credit | UBER *TRIP                | Uber                   | TRANSPORTATION_TAXIS_AND_RIDE_SHARES    |  9.00 |  35.00 | out | 0.05
pharmacy   | credit | CVS/PHARMACY #4410        | CVS                    | MEDICAL_PHARMACIES_AND_SUPPLEMENTS      |  8.00 |  45.00 | out | 0.03
`;

const MONTHLY = `
salary   | checking | ACME CORP PAYROLL             | -                      | INCOME_WAGES                           | 2450.00 | 2650.00 | in  | 1
rent     | checking | MAPLE COURT APARTMENTS RENT   | Maple Court Apartments | RENT_AND_UTILITIES_RENT                | 1850.00 | 1850.00 | out | 1
gym      | credit   | PLANET FITNESS CLUB FEES      | Planet Fitness         | PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS |   24.99 |   24.99 | out | 3
netflix  | credit   | NETFLIX.COM                   | Netflix                | ENTERTAINMENT_TV_AND_MOVIES            |   15.49 |   15.49 | out | 5
internet | checking | COMCAST XFINITY               | Xfinity                | RENT_AND_UTILITIES_INTERNET_AND_CABLE  |   79.99 |   79.99 | out | 8
loan_out | checking | GREAT LAKES STUDENT LOAN PMT  | Great Lakes            | LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT     |  320.00 |  320.00 | out | 10
loan_in  | loan     | PAYMENT RECEIVED - THANK YOU  | -                      | LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT     |  320.00 |  320.00 | in  | 10
spotify  | credit   | SPOTIFY USA                   | Spotify                | ENTERTAINMENT_MUSIC_AND_AUDIO          |   11.99 |   11.99 | out | 12
salary   | checking | ACME CORP PAYROLL             | -                      | INCOME_WAGES                           | 2450.00 | 2650.00 | in  | 15
power    | checking | PG&E WEB ONLINE               | PG&E                   | RENT_AND_UTILITIES_GAS_AND_ELECTRICITY |   60.00 |  140.00 | out | 20
card_out | checking | PAYMENT TO PLAID CREDIT CARD  | -                      | TRANSFER_OUT_ACCOUNT_TRANSFER          |  600.00 | 1200.00 | out | 25
card_in  | credit   | PAYMENT THANK YOU             | -                      | LOAN_PAYMENTS_CREDIT_CARD_PAYMENT      |  600.00 | 1200.00 | in  | 25
save_out | checking | TRANSFER TO SAVINGS           | -                      | TRANSFER_OUT_SAVINGS                   |  300.00 |  300.00 | out | 27
save_in  | savings  | TRANSFER FROM CHECKING        | -                      | TRANSFER_IN_ACCOUNT_TRANSFER           |  300.00 |  300.00 | in  | 27
interest | savings  | INTEREST PAYMENT              | -                      | INCOME_INTEREST_EARNED                 |    2.00 |   15.00 | in  | 28
`;

const OCCASIONAL = `
refund | credit | AMAZON MKTPL REFUND | Amazon          | GENERAL_MERCHANDISE_ONLINE_MARKETPLACES |  10.00 |  60.00 | in  | 18
flight | credit | UNITED AIRLINES 0162 | United Airlines | TRAVEL_FLIGHTS                         | 280.00 | 520.00 | out | 9
hotel  | credit | MARRIOTT HOTELS      | Marriott        | TRAVEL_LODGING                         | 180.00 | 420.00 | out | 11
`;

/** Everyday spending, drawn at random per day with the given chance. */
export const DAILY_TEMPLATES = parse(DAILY);
/** Bills and income on a fixed day of the month. */
export const MONTHLY_TEMPLATES = parse(MONTHLY);
/** Now and then: a refund (18th, some months), a trip (9th and 11th, every fourth month). */
export const OCCASIONAL_TEMPLATES = parse(OCCASIONAL);

function parse(table: string): (readonly [Template, number])[] {
  return table
    .trim()
    .split("\n")
    .map((line) => {
      const [
        key = "",
        account = "",
        name = "",
        merchant = "",
        pfc = "",
        min = "",
        max = "",
        way = "",
        last = "",
      ] = line.split("|").map((cell) => cell.trim());
      const template: Template = {
        key,
        account: account as AccountKey,
        name,
        merchant: merchant === "-" ? null : merchant,
        pfc,
        minCents: parseMoney(min) ?? 0,
        maxCents: parseMoney(max) ?? 0,
        direction: way === "in" ? -1 : 1,
      };
      return [template, Number(last)] as const;
    });
}
