/**
 * The Hartleys' habits: a weekly shop at Tesco on Saturdays with Sainsbury's top-ups, fuel,
 * lunches, takeaways on Fridays, the pub, the cinema, Amazon, savings transfers, the card
 * payment; then one-off purchases, refunds and the last days' pending rows.
 */
import { addDays, ymd } from "../calendar";
import type { Random } from "../random";
import { dayOf, eachDay, eachMonth, type RowWriter } from "../rows";

export function ukHabits(
  w: RowWriter,
  r: Random,
  first: string,
  today: string,
): void {
  const card = w.on("card");
  eachMonth(first, today, (y, m) => {
    const some = (lo: number, hi: number) => dayOf(y, m, r.int(lo, hi));
    for (const who of ["M", "J"])
      card(ymd(y, m, 1), "PureGym", "healthcare", 2499, {
        description: `PUREGYM MEMBERSHIP ${who}`,
      });
    card(ymd(y, m, 11), "Northern Rail", "transportation", r.int(940, 2460));
    card(ymd(y, m, 24), "Northern Rail", "transportation", r.int(940, 2460));
    card(some(18, 26), "Nando's", "food_dining", r.int(2800, 5600));
    card(some(2, 12), "Nando's", "food_dining", r.int(2800, 5600));
    card(some(10, 20), "Pizza Express", "food_dining", r.int(3400, 7200));
    card(some(1, 28), "The Swan Inn", "food_dining", r.int(3800, 8500));
    card(some(5, 25), "Odeon", "entertainment", r.int(2100, 3800));
    for (let i = r.int(2, 3); i > 0; i--)
      card(some(1, 28), "Amazon", "shopping", r.int(800, 6500));
    w.move(
      ymd(y, m, 2),
      "joint",
      "saver",
      40000,
      "Transfer to Marcus Saver",
      "Transfer from Joint Current",
    );
    w.move(
      ymd(y, m, 6),
      "joint",
      "isa",
      25000,
      "Vanguard ISA contribution",
      "Contribution from Joint Current",
    );
    w.move(
      ymd(y, m, 25),
      "joint",
      "card",
      r.int(90000, 160000),
      "Barclaycard payment",
      "Payment received thank you",
    );
  });
  eachDay({ start: `${first}-01`, end: addDays(today, -2) }, (date, day) => {
    daily(w, r, date, day);
  });
}

/** One day's chances; `day` 0 is Monday. */
function daily(w: RowWriter, r: Random, date: string, day: number): void {
  const [card, joint] = [w.on("card"), w.on("joint")];
  if (day === 5)
    joint(date, "Tesco", "groceries", r.int(7800, 14200), {
      description: "TESCO STORES 2931",
    });
  if (day === 2 && r.chance(0.8))
    joint(date, "Sainsbury's", "groceries", r.int(1100, 3600), {
      description: "SAINSBURYS S/MKTS",
    });
  if (day === 4 && r.chance(0.3))
    card(date, "M&S Food", "groceries", r.int(1800, 4500));
  if (day < 5 && r.chance(0.25))
    card(date, "Pret A Manger", "food_dining", r.int(420, 980));
  if (day === 5 && r.chance(0.5))
    card(date, "Costa Coffee", "food_dining", r.int(310, 760));
  if (day === 4 && r.chance(0.55))
    card(date, "Deliveroo", "food_dining", r.int(2200, 4100));
  if (day === 6 && r.chance(0.2))
    card(date, "Just Eat", "food_dining", r.int(1800, 3300));
  if (r.chance(0.095))
    card(
      date,
      r.chance(0.3) ? "BP" : "Shell",
      "transportation",
      r.int(5200, 7800),
    );
  if (day === 3 && r.chance(0.12))
    card(date, "Boots", "healthcare", r.int(450, 2200));
  if (day === 6 && r.chance(0.12))
    card(date, "Next", "shopping", r.int(2500, 9000));
  if (day === 5 && r.chance(0.07))
    card(date, "John Lewis", "shopping", r.int(3500, 18000));
}

export function ukOneOffs(w: RowWriter, today: string): void {
  const card = w.on("card");
  const ONE_OFFS: [string, string, string, number][] = [
    ["2024-10-21", "Bupa Dental", "healthcare", 6200],
    ["2024-10-26", "Premier Inn", "travel", 8900],
    ["2024-11-16", "Ticketmaster", "entertainment", 14250],
    ["2025-01-11", "IKEA", "shopping", 64000],
    ["2025-02-02", "Jet2 Holidays", "travel", 198000],
    ["2025-02-08", "Specsavers", "healthcare", 18900],
    ["2025-03-02", "Admiral Insurance", "transportation", 61240],
    ["2025-04-28", "Bupa Dental", "healthcare", 6200],
    ["2025-05-03", "Ticketmaster", "entertainment", 9600],
    ["2025-07-18", "Trainline", "travel", 11840],
    ["2025-07-26", "Hertz Palma", "travel", 21260],
  ];
  for (const [date, merchant, category, cents] of ONE_OFFS)
    card(date, merchant, category, cents);
  const REFUNDS: [string, string, string, number][] = [
    ["2025-06-14", "Tesco", "groceries", 675],
    ["2025-07-08", "Amazon", "shopping", 2499],
    ["2025-08-19", "John Lewis", "shopping", 7900],
    ["2025-09-09", "Amazon", "shopping", 1850],
  ];
  for (const [date, merchant, category, cents] of REFUNDS)
    card(date, merchant, category, cents, {
      type: "credit",
      description: `${merchant.toUpperCase()} REFUND`,
    });
  // The last days: this week's cinema, a top-up shop, and rows not yet posted.
  card("2025-09-15", "Odeon", "entertainment", 3640);
  w.add("2025-09-16", "joint", "Sainsbury's", "groceries", 2315, {
    description: "SAINSBURYS S/MKTS",
    pending: true,
  });
  card("2025-09-16", "Deliveroo", "food_dining", 3870, { pending: true });
  card(today, "Pret A Manger", "food_dining", 745, { pending: true });
  card(today, "Shell", "transportation", 6890, { pending: true });
}
