import { addDays, type AccountType, type Category } from "@finch/domain";
import type { Exclusion } from "../snapshot";
import type { Frame } from "./frame";
import { simplify } from "./merchants";
import { periodPair } from "./period-pair";
import { make, type Period } from "./period-units";

/**
 * The query model (docs/design/assistant.md §1): one structured question over the user's money —
 * what is measured, of which subject, filtered how, over which period, grouped and ordered how,
 * and against which other period. Every ledger question the analyst understands becomes one of
 * these; the answer is rendered from the query and its result (`answers/query-answer.ts`).
 */
export interface Query {
  subject: Subject;
  measure: Measure;
  /** For an average: per day, week or month of the period, or per purchase. */
  per?: "day" | "week" | "fortnight" | "month" | "purchase" | undefined;
  filters: QueryFilters;
  /** The period asked; undefined leaves the subject's default (this month for money). */
  period: Period | undefined;
  groupBy?:
    | "category"
    | "merchant"
    | "account"
    | "day"
    | "month"
    | "weekday"
    | undefined;
  /** How many groups or rows are wanted ("top 5"); undefined is all of them. */
  limit?: number | undefined;
  /** Rows ordered by amount (the largest, or with `amount_asc` the smallest) or by date (the latest). */
  order?: "amount" | "amount_asc" | "date" | undefined;
  /** A share's whole: spending with the category or merchant filters left out, or income. */
  shareOf?: "spending" | "income" | undefined;
  /** A share's whole narrowed to categories ("costco as a % of groceries"). */
  shareWithin?: Category[] | undefined;
  /** A share's whole narrowed to merchants or accounts ("what % of my amazon spending was on the visa"). */
  shareWithinMerchants?: string[] | undefined;
  shareWithinAccounts?: number[] | undefined;
  /** Budgets: only those over, near or within their limit. */
  status?: "over" | "near" | "within" | undefined;
  /** Another period to compare the figure with. */
  compareTo?: Period | undefined;
}

/** What the question measures. */
export type Subject =
  | "spending"
  | "income"
  | "refunds"
  | "transfers"
  | "cash_flow"
  | "savings_rate"
  | "transactions"
  | "balance"
  | "net_worth"
  | "liabilities"
  | "assets"
  | "budgets"
  | "goals"
  | "subscriptions"
  | "upcoming"
  | "pending";

/** How the subject is measured: one figure, a count, an average, a share, or the rows. */
export type Measure = "total" | "count" | "average" | "share" | "rows";

/** Which rows, accounts, budgets or goals a query is about; every given filter must hold. */
export interface QueryFilters {
  categories?: Category[] | undefined;
  merchants?: string[] | undefined;
  accountIds?: number[] | undefined;
  accountTypes?: AccountType[] | undefined;
  type?: "debit" | "credit" | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  /** Words the rows' description or merchant holds ("rent"). */
  text?: string | undefined;
  /** Categories, merchants and text as alternatives: a list of things asked ("groceries and gas"). */
  anyOf?: boolean | undefined;
  /** Transfers into the account that came from this one ("from kontist to my dkb"). */
  fromAccountId?: number | undefined;
  /** What the question leaves out ("excluding rent"). */
  exclude?: Exclusion | undefined;
}

/** Cash taken from a machine ("atm", "take cash out", "how much cash did i withdraw"). */
const CASH_OUT =
  /\batm\b|\bcash\b.*\bwithdr\w+|\bwithdr\w+\b.*\bcash\b|\bcash ?(withdrawals?|machines?|points?)\b|\b(take|took|taken|taking|get|got|pull|pulled|withdr\w+)( \w+)?( out)? cash\b|\bcash\b.*\b(take|took|taken|pull|pulled|withdr\w+|get|got)\b.*\bout\b|\bcash out\b/;

/** What cash withdrawals' rows say, in any category (a bank files them as transfers or other). */
export const CASH_TEXT = "atm|cash withdrawal|cashpoint|cash machine";

/** Words that say a price rose ("which bills went up", "the subscriptions that increased"). */
export const PRICE_UP =
  /\b(went up|go up|gone up|increased?|increases|risen|rose|raised|got (more expensive|pricier|dearer)|price (rise|hike|increase)s?)\b/;

/** Words that say a price is higher now, said of one charge ("has spotify got dearer"). */
export const PRICE_DEARER = /\b(more expensive|pricier|dearer|costs? more)\b/;

/** Words that say a price fell ("did netflix get cheaper"). */
export const PRICE_DOWN =
  /\b(cheaper|costs? less|(went|go|gone|come|came) down|decreased?|dropped)\b/;

/** Words that ask about a price, or whether it moved either way ("netflix price now?"). */
export const PRICE_MOVED = new RegExp(
  `${PRICE_UP.source}|${PRICE_DEARER.source}|${PRICE_DOWN.source}|\\bprices?\\b`,
);

/** Words for the time since the last pay ("since payday", "since i got paid"): a period. */
export const SINCE_PAY =
  /\bsince (my |our |the )?(last )?(pay ?day|pay ?check|pay ?cheque|salary|wages|stipend|pay went in|(i|we) (last )?(got|get|were|was) paid)\b/;

/** Money coming in, asked of what is ahead ("when do i get paid next", "my next paycheck"). */
export const INCOME_AHEAD =
  /^(?!.*\b(before|until|till|by) (my |our |the )?(next )?(pay|salary|wages)).*\b(get paid|paid next|pay ?days?|pay ?checks?|pay ?cheques?|salary|wages|next pay)\b/;

/** One subject's words, tried in order; the first that holds names the subject. */
const SUBJECTS: [Subject, RegExp][] = [
  [
    "savings_rate",
    /\bsav(ings?|e) rate\b|\b(percent(age)?|%|share|portion|proportion|fraction) of (my |our )?(income|pay|salary|earnings|wages|pay ?checks?|take[- ]home)\b.*\b(sav\w*|put (away|aside)|keep|kept)\b|\b(sav\w*|put (away|aside)|keep|kept)\b.*\b(percent(age)?|%|share|portion|proportion|fraction) of (my |our )?(income|pay|salary|earnings|wages|pay ?checks?|take[- ]home)\b/,
  ],
  [
    "net_worth",
    /\bnet worth\b|\bworth (overall|in total|all in)\b|\b(are we|am i|are i) worth\b|\bassets (vs|versus|and|minus) liabilities\b/,
  ],
  [
    "upcoming",
    /\b(left to pay|still to pay|still have to pay|still to come|to come out|before the (year|month) is out|upcoming|coming up|coming out|due|scheduled|before payday|next (\w+ ){0,3}(bills?|(re)?payments?|charges?|instal+ments?|renewals?))\b|\bwhen (is|are|does|do|will|'s)\b.*\b(due|renew\w*|charged?|billed?|(come|go|taken) out)\b|\bwhen (is|are|does|do|will|'s)\b.*\b(get paid|paid next|pay ?days?|pay ?checks?|pay ?cheques?|salary|wages)\b|\bnext (pay ?days?|pay ?checks?|pay ?cheques?|salary|wages|pay)\b/,
  ],
  [
    "pending",
    /\b(pending|not (yet )?(posted|cleared)|still processing|hasn't cleared)\b/,
  ],
  [
    "budgets",
    /\bbudget(s|ed)?\b|\bover (on|in) \w+|\bhow (much|far) over\b|\bam i over\b|\bover budget\b|\bon track with (my |the )?budgets?\b/,
  ],
  ["goals", /\bgoals?\b|\bemergency fund\b|\bsaving (up )?for\b|\b\w+ fund\b/],
  ["liabilities", /\b(owe|owed|owing|debts?|liabilit(y|ies)|pay off)\b/],
  ["assets", /\b(my|total|all) assets\b|\bassets\b(?!.*liabilit)/],
  [
    "refunds",
    /\b(refund\w*|returns?|rebates?)\b|\b(got|get|gotten|getting) back\b|\breimburs\w+|\bmoney back\b/,
  ],
  [
    "transfers",
    new RegExp(
      `${CASH_OUT.source}|(?<!\\b(not counting|excluding|except|without|leaving out|minus|ignoring)\\b.*)\\bbetween (my |our )?(own )?accounts\\b|\\btop[- ]?ups?\\b|\\btopped up\\b|\\b(credit )?card (payments?|bills? paid)\\b|\\btransfer\\w*|\\b(take|took|taken|pull|pulled|withdr\\w+)\\b.*\\b(out of|from)\\b.*\\b(savings|isa|account|investments?|pension)\\b|\\b(moved?|moving|put|sent|send|shifted|stashed|went|go|goes|gone|saved?|paid|pay|set aside|contributed?|load|loaded|top up|topped up)\\b.*\\b(to|into|in|onto)\\b.*\\b(savings|isa|account|investments?|pension|brokerage|401k|ira|venmo|paypal|revolut|wallet)\\b`,
    ),
  ],
  [
    "cash_flow",
    /\bmoney in (vs|versus|and|against) (money )?out\b|\bin (vs|versus) out\b|\b(income|earnings) (vs|versus|and|against|minus|compared to) (spending|expenses|outgoings)\b|\b(spending|expenses|outgoings) (vs|versus|and|against|compared to) (income|earnings)\b|\b(cash ?flow|net income|did i save|have i saved|i saved|spend(ing)? more than i (earn|make)|left over after|net (in|out))\b/,
  ],
  [
    "income",
    /\b(income|(total|my|our|take[- ]home|net|gross|average|avg|usual|typical|weekly|fortnightly|bi-?weekly|monthly|yearly|annual) pay|earn\w*|paid (me|us)|pays? (me|us)|paid out|pays? out|payouts?|pay ?checks?|paycheque|salary|salaries|wages?|got paid|get paid|side (hustle|gig)|freelanc\w*|clients?|invoices?|invoiced|revenue|(?<!\bhow many\b.*)(did|do|have) i (make|made)(?! (a |any |the |my )?(donations?|purchases?|payments?|transfers?|orders?|trips?|visits?|contributions?|withdrawals?|changes?))|(?<!(payments?|purchases?|transfers?|transactions?|contributions?|deposits?|orders?) )i made|interest earned|(get|got|receive|received|make|made) from|(money|much) did i (get|receive)|(has |have )?(come|came|coming) in(to)?|sources? of income|income sources?|who pays me|dividends?|pension (per|a|each|every) (month|week|year)|(monthly|weekly|yearly|annual) pension)\b/,
  ],
  [
    "subscriptions",
    new RegExp(
      String.raw`\b(what|which) bills (do|have|am) (i|we)\b|\blist (my |our |all )?bills\b|\b(which|what|any)\b.*\bbills\b.*${PRICE_UP.source}|\bfixed( monthly| regular| recurring)? (costs|expenses|outgoings|bills|charges|payments)\b|\b(biggest|largest|highest|most expensive|priciest|smallest|cheapest|lowest) (monthly|regular|recurring) (bills?|payments?|charges?|costs?)\b|\b(subscriptions?|subs|memberships?|recurring|repeating|regular (bills|payments|charges)|streaming services?)\b`,
    ),
  ],
  [
    "balance",
    /\bbalances?\b|\bhow much (money |cash )?(do i have|is (there )?in|have i got|is left in|sits? in)\b|\bhighest account\b|\b(which|what) account (has|holds|is)\b|\bin (my|the) \w+ (account|acct)\b/,
  ],
  [
    "transactions",
    /\b(show|list|find|search|see|display|give me)\b.*\b(transactions?|purchases?|charges?|payments?|txns?)\b|\b(recent|latest|last (\d+|few|couple)) (transactions?|purchases?|activity)\b|\bwhen did i last\b|\btransactions? (over|above|under|below|more than|less than|bigger than)\b|\bwhat (did|have) (i|we) (buy|bought|purchase|purchased|order|ordered)\b(?!.*\b(most|often|total|in total)\b)/,
  ],
];

/** Words that say money went somewhere ("spent", "blew", "on", "at"), for a question with no subject. */
export const MONEY_OUT =
  /\b(spend|spent|spending|expenses?|expensive|cost|costs|went out|pay|paid|charged|bought|buy|purchases?|shell(ed)? out|blow|blew|splurge\w*|drop(ped)?|on|at|total)\b/;

/** Words of money going out. */
const SPENT =
  /\b(spend|spent|spending|expenses?|cost|costs|pay|paid|charged|bought|buy|purchases?|put on|went out|went on|gone on|go on|goes on|went to|goes to|go to)\b/;

/** How a follow-up opens: it refines the previous query rather than asking a new one. */
const FOLLOW_UP =
  /^(and|what about|how about|same for|same but|and for|and in|and on|ok(ay)?,? and|then|also|now|just|only|vs|versus|compared (to|with))\b/;
/** A follow-up that sets the last figure against another period ("vs last month"). */
const AGAINST = /^(and )?(vs|versus|compared (to|with))\b/;
/** Words that point back at the previous answer ("how much of that", "how many trips was that"). */
const POINTS_BACK =
  /\b(of that|of those|of it|of this|(was|were|is) (that|those|it)|that as|there|that place)\b/;

/** Words that ask for a count, an average or a share. */
const COUNT =
  /\b(how many|how often|number of|count of|count (my|the|all|up)|times)\b/;
const AVERAGE =
  /\b(average|avg|on average|typical(ly)?|usually|normally|per (day|week|fortnight|month)|a (day|week|fortnight|month)|(each|every) (day|week|fortnight)|daily|weekly|fortnightly|monthly)\b/;
const SHARE =
  /\b(percent(age)?|%|share|proportion|portion|fraction|what part|part of|(chunk|slice) of|how much of (my|the|our) ((total|overall|whole|entire|monthly) )?(spending|income|money|pay|paycheck|salary|stipend|wages|earnings))\b/;
const LARGEST =
  /\b(biggest|largest|most expensive|priciest|dearest|costliest|most costly|highest|top|max(imum)?)( \d+| three| five| ten)?( single| one| individual)?( (?!categor|merchant|store|shop|place|vendor|brand|account|month|week|day)[a-z+&'-]+){0,2}? (purchases?|transactions?|expenses?|charges?|payments?|payouts?|pay ?checks?|deposits?|invoices?|buys?|things?|items?|orders?|spends?|debits?|bills?|outgoings?|shops?|trips?|visits?|amounts?|meals?|refunds?|returns?|reimbursements?|transfers?)\b(?! categor)|\b(most expensive|priciest|dearest|costliest)\b|\b(spend|spent|paid)\b.*\b(in one go|at once|in a single (go|transaction|purchase)|in one (transaction|purchase|hit))\b|\bmost (i|we)( have)? (ever )?spent\b.*\b(at once|in one go|in one|on one|in a single|on a single|at one time)\b/;
const LATEST =
  /\b(last|latest|most recent|newest)\s+(\w+\s+)?(pay ?checks?|paycheque|payments?|purchases?|transactions?|charges?|deposits?|salary|refunds?|bills?|checks?|cheques?|invoices?)\b|\bwhen did i last (get paid|receive|get)\b|\bwhen did (\w+ ){1,3}last (pay|paid|charge|charged|bill|billed|refund|send|sent)\b/;
const RANKED =
  /\bfavou?rites? (store|shop|place|restaurant|cafe|merchant|supermarket)s?\b|\b(which|what|top|biggest) (client|payer|employer|customer)s?\b|\bsources? of income\b|\bincome sources?\b|\bwho (pays|paid) (me|us)\b|\b(top|biggest|largest|highest|most|main|which|what)\b.*\b(categor(y|ies)|merchants?|stores?|shops?|places|vendors?|brands?|restaurants?|supermarkets?|cafes?|accounts?)\b|\bwhere (do|did) (i|we) (spend|eat|shop|go)( out)? (the )?most\b|\bspend (the )?most (on|at)\b|\bby (category|merchant|store|account|month)\b|\bbreak ?down\b|\bwhere (did|does|do) (all |most )?(of )?my money go\b/;
const MERCHANT_GROUP =
  /\b(sources?|who (pays|paid) (me|us)|clients?|payers?|employers?|customers?|merchants?|stores?|shops?|places|vendors?|brands?|restaurants?|supermarkets?|cafes?|spend (the )?most at|where (do|did) (i|we) (shop|go|eat))\b/;
const ACCOUNT_GROUP = /\b(by account|which (card|account))\b/;
/** A ranking by how many times, not how much ("where do i shop most often"). */
export const BY_COUNT =
  /\b(most|least) (often|frequent(ly)?)\b|\bmost times\b|\b(go|goes|went|visit|visited|shop|shopped|eat|ate) (to |at |in )?(the )?most\b(?! (money|expensive))|\bfavou?rites? (store|shop|place|restaurant|cafe|merchant|supermarket)s?\b/;

/** Words that compare periods, ask why a figure moved, follow it over time or by weekday. */
const COMPARE =
  /\b(vs\.?|versus|compared?|comparison|change|changed|difference)(?=\W|$)|\b(up|down) (from|on) (last|the previous)\b|\bthan (last|the (previous|prior|last)|before|(in |during )?(the )?(month|week|year) before)\b|\b(more|less|higher|lower|bigger|smaller)\b.*\bthan (in |during )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bwhy (was|is|did|were)\b|\b(went up|increased|grew) the most\b|\b(has|have|did)\b.*\b(gone|went|go) (up|down)\b|\bwhat (drove|caused)\b/;
const TREND =
  /\b(trend|trending|by month|per month breakdown|month by month|month over month|over time|going up|going down|increasing|decreasing|each month)\b/;
/** A question that picks one month by what it spent or earned ("which month", "my priciest month"). */
export const MONTH_PICK =
  /\b(which|what) month\b|\b(biggest|most expensive|highest|priciest|costliest|dearest|worst|heaviest|largest|lowest|cheapest|smallest|quietest) (spending |earning |income )?month\b|\bmonth (with|of) (the )?(most|highest|least|lowest)\b/;

/** Days of the week set side by side; "last weekend" is a period, not this. */
const WEEKDAY =
  /\b(day of (the )?week|(?<!\b(last|this|past|previous|next|(did|spent|was|were|went)\b.*\b(at|over|on) the) )weekends?|weekdays?|which day|(mon|tues|wednes|thurs|fri|satur|sun)days)\b/;

/**
 * The query a question asks, or undefined when it names no subject the ledger can answer;
 * `today` places a comparison's periods.
 */
export function readQuery(
  said: Frame,
  today: string,
  previous?: Query,
): Query | undefined {
  // "Since i got paid" is when, not what: the answer finds the day, and the pay it names is no
  // filter ("how much have i spent since my last paycheck").
  const t = said.text.replace(SINCE_PAY, "since");
  const frame =
    t !== said.text && !/\b(income|salary|earn\w*|wages|pay ?checks?)\b/.test(t)
      ? {
          ...said,
          categories: said.categories.filter((c) => c !== "salary"),
          categoriesSaid: said.categoriesSaid.filter((c) => c !== "salary"),
        }
      : said;
  const named = SUBJECTS.find(([, words]) => words.test(t))?.[0];
  const hasFilter =
    frame.categories.length + frame.merchants.length + frame.accountIds.length >
      0 ||
    frame.unknownNames.length > 0 ||
    frame.family !== undefined;
  // "How many times?", "as a percentage?": only a measure, of the last question's rows.
  const isMeasureOnly =
    !hasFilter &&
    frame.periods.length === 0 &&
    (COUNT.test(t) || SHARE.test(t) || AVERAGE.test(t)) &&
    t.split(" ").length <= 6;
  if (
    previous &&
    !named &&
    (POINTS_BACK.test(t) ||
      isMeasureOnly ||
      // "Excluding rent" after a figure: the same figure without it.
      (frame.exclude !== undefined && !hasFilter && !frame.periods.length) ||
      (FOLLOW_UP.test(t) && (frame.periods.length || hasFilter)))
  )
    return refine(previous, frame, today);
  // A goal named with "saved" is that goal ("how much have i saved for the house deposit").
  let subject: Subject | undefined =
    frame.isGoalNamed &&
    (named === undefined ||
      named === "cash_flow" ||
      named === "transfers" ||
      named === "balance" ||
      named === "upcoming")
      ? "goals"
      : named;
  // "Did netflix go up in price", "has spotify got more expensive": the charge's own prices,
  // not what was spent there ("has my spending at costco gone up").
  if (
    (subject === undefined || subject === "subscriptions") &&
    frame.merchants.length > 0 &&
    frame.periods.length === 0 &&
    PRICE_MOVED.test(t) &&
    !/\b(spend|spent|spending|expenses?|bought|purchases?)\b/.test(t)
  )
    subject = "subscriptions";
  // "What's my biggest bill": the regular bills, the largest first, not the largest purchase.
  if (
    (subject === undefined || subject === "subscriptions") &&
    !frame.periods.length &&
    !frame.merchants.length &&
    /\b(biggest|largest|highest|most expensive|priciest|smallest|cheapest|lowest) bills?\b/.test(
      t,
    )
  )
    subject = "subscriptions";
  // Money moved into or out of a named account ("how much went into the tagesgeld"): transfers.
  if (
    !subject &&
    frame.accountIds.length > 0 &&
    /\b(went|go|goes|gone|moved?|put|sent|transferr\w*|added|deposited|took|taken|take|withdr\w+)\b.*\b(into|onto|out of)\b|\b(put|added|deposited|stashed)( \w+)? in\b/.test(
      t,
    )
  )
    subject = "transfers";
  // "How much is in checking": an account named without a word of spending asks its balance.
  if (
    !subject &&
    (frame.accountIds.length || frame.accountTypes.length) &&
    !SPENT.test(t)
  )
    subject = /\b(transactions?|txns?)\b/.test(t)
      ? "transactions"
      : LARGEST.test(t) || COUNT.test(t) || AVERAGE.test(t) || SHARE.test(t)
        ? "spending"
        : "balance";
  // Paying a card or a loan in a period is a transfer into it, not what is owed on it.
  if (
    (subject === "liabilities" || subject === undefined) &&
    frame.periods.length > 0 &&
    frame.accountIds.length > 0 &&
    (/\b(paid|pay|payments?)\b.*\b(off|toward|towards|to|into)\b/.test(t) ||
      (frame.isLiabilityNamed && /\b(paid|pay|payments?)\b.*\bon\b/.test(t)))
  )
    subject = "transfers";
  // "how much did I spend on subscriptions last month" is spending in that category.
  // …and "what percent of my money goes to subscriptions" is that category's share.
  // …and so is what a named merchant's membership costs ("how much was the taronga membership"),
  // its price moves aside.
  const isSubscriptionSpend =
    subject === "subscriptions" &&
    ((frame.periods.length > 0 && /\b(spend|spent|cost)\b/.test(t)) ||
      (frame.merchants.length > 0 &&
        !PRICE_MOVED.test(t) &&
        /\b(how much|cost|costs|paid|pay|spend|spent)\b/.test(t)) ||
      SHARE.test(t));
  if (isSubscriptionSpend) subject = "spending";
  // "Net of the arnotts return", "once returns come off": spending, with refunds netted.
  if (
    subject === "refunds" &&
    /\b(after|once|net of|minus|less|excluding|take off|takes off)\b.*\b(refund\w*|return\w*)\b|\b(refunds?|returns?) (come|came|taken) off\b/.test(
      t,
    )
  )
    subject = "spending";
  // A tax refund is money the tax office pays back: income, by the rows that say so.
  const isTaxRefund =
    subject === "refunds" &&
    /\btax\b/.test(t) &&
    !/\b(incl\w*|plus|with|and)\b.*\btax\b/.test(t);
  if (subject === "refunds" && !isTaxRefund && /\btax\b/.test(t))
    subject = "income";
  if (isTaxRefund) subject = "income";
  const filters: QueryFilters = {
    ...(frame.categories.length ? { categories: frame.categories } : {}),
    ...(frame.merchants.length
      ? { merchants: frame.merchants }
      : frame.unknownNames.length > 0 &&
          !frame.unknownNames.some((name) =>
            SUBJECTS.some(([, words]) => words.test(name.toLowerCase())),
          )
        ? { merchants: frame.unknownNames }
        : {}),
    ...(frame.accountIds.length ? { accountIds: frame.accountIds } : {}),
    ...(frame.family
      ? { text: frame.family }
      : isTaxRefund
        ? { text: "tax" }
        : {}),
    ...(frame.accountTypes.length ? { accountTypes: frame.accountTypes } : {}),
    ...(frame.exclude ? { exclude: frame.exclude } : {}),
    ...(frame.amountCents !== undefined
      ? frame.comparator === "under"
        ? { maxCents: frame.amountCents }
        : { minCents: frame.amountCents }
      : {}),
  };
  // A list of different things ("rent, xcel and the phone"): any of them, not all at once.
  const kinds = [filters.categories, filters.merchants, filters.text].filter(
    (x) => x?.length,
  ).length;
  // Merchants inside the categories named ("groceries and costco") narrow them, unless they are
  // examples of what is meant ("food like restaurants, coffee, doordash").
  const isNested =
    frame.merchants.length > 0 &&
    frame.merchants.every((m) =>
      frame.categories.some((c) => frame.merchantCategories.get(m) === c),
    );
  if (kinds >= 2 && (frame.isExamples || (frame.isList && !isNested)))
    filters.anyOf = true;
  // Several bills named by what their rows say ("rent and council tax") are alternatives too.
  if (filters.text?.includes("|")) filters.anyOf = true;
  // "Amex payment last month": what was paid to a card or a loan.
  if (
    (subject === undefined || subject === "balance") &&
    frame.isLiabilityNamed &&
    frame.periods.length > 0 &&
    /\bpayments?\b/.test(t)
  )
    subject = "transfers";
  // "How much did i move from monzo to marcus": money between the user's own accounts.
  if (
    (subject === undefined || subject === "balance") &&
    frame.accountIds.length > 0 &&
    /\b(move|moved|moving|transfer\w*|shift\w*|sent|send|put|paid|pay|take|took|taken|pull\w*|withdr\w*|stash\w*|went|gone)\b/.test(
      t,
    ) &&
    /\b(to|into|from|out of|away|across)\b/.test(t)
  )
    subject = "transfers";
  if (!subject) {
    // A merchant that only ever pays the user ("my last payment from brightwave") is income.
    const isIncomeCategory =
      frame.categories.some((c) => c === "salary" || c === "investment") ||
      (frame.merchants.length > 0 &&
        frame.merchants.every((m) => frame.incomeMerchants.includes(m)));
    if (isIncomeCategory) subject = "income";
    else if (
      MONEY_OUT.test(t) ||
      hasFilter ||
      LARGEST.test(t) ||
      RANKED.test(t) ||
      COUNT.test(t) ||
      COMPARE.test(t) ||
      TREND.test(t) ||
      WEEKDAY.test(t)
    )
      subject = "spending";
  }
  // "How much was the vakantiegeld": words the rows may say; the answer settles what they are.
  if (!subject && /\bhow much\b/.test(t) && frame.otherWords.length > 0)
    subject = "spending";
  if (!subject) {
    if (!previous || !(frame.periods.length || hasFilter)) return undefined;
    return refine(previous, frame, today);
  }
  const query: Query = {
    subject,
    measure: "total",
    filters,
    period: frame.periods[0],
    compareTo: frame.periods[1],
  };
  // "Pending money coming in": the pending credits.
  if (
    subject === "pending" &&
    /\b(coming in|incoming|deposits?|credits?|money in|refunds?|paid to me)\b/.test(
      t,
    )
  )
    query.filters.type = "credit";
  if (subject === "budgets") {
    query.status = /\b(near|nearest|closest|close to|almost|about to)\b/.test(t)
      ? "near"
      : /\bover\b|\bexceed|\bblown|\bgone over\b|\bbust/.test(t)
        ? "over"
        : /\b(under|within|on track)\b/.test(t) && !/\bhow\b/.test(t)
          ? "within"
          : undefined;
    if (COUNT.test(t)) query.measure = "count";
    return query;
  }
  // Income named by an account type word ("my pension" after social security): the rows that
  // say it, not the accounts of that type.
  if (
    subject === "income" &&
    frame.accountTypes.length > 0 &&
    !frame.merchants.length &&
    !/\b(on|in|into|from) (my|the) /.test(t)
  ) {
    query.filters.text = frame.accountTypeWords.join(" ");
    delete query.filters.accountIds;
    delete query.filters.accountTypes;
  }
  // Money in from an account's provider ("what has the zurich drawdown paid out") is income from
  // that merchant, not rows on the account.
  if (
    (subject === "income" || subject === "refunds") &&
    frame.accountMerchants.length > 0 &&
    !frame.merchants.length
  ) {
    query.filters.merchants = frame.accountMerchants;
    delete query.filters.accountIds;
    delete query.filters.accountTypes;
  }
  // Transfers into a named account are its credits ("to savings", "off the card"); else what
  // left. "From monzo to marcus": what arrived in the account it went to.
  if (subject === "transfers") {
    const [a, b] = frame.accountIds;
    const to =
      b === undefined
        ? undefined
        : /\bfrom\b.*\b(to|into)\b/.test(t)
          ? b
          : /\b(to|into)\b.*\bfrom\b/.test(t)
            ? a
            : undefined;
    if (to !== undefined) {
      query.filters.accountIds = [to];
      query.filters.fromAccountId = to === b ? a : b;
    }
    const isAway = /\bfrom\b|\bout of\b/.test(t);
    // Paying a card or a loan is money into it ("card payments", "paid on the student loans").
    query.filters.type =
      to !== undefined ||
      (frame.accountIds.length > 0 &&
        !isAway &&
        (frame.isLiabilityNamed ||
          /\b(to|into|toward|towards|off|in|top[- ]?ups?|topped up|stash\w*|put away|set aside|across)\b/.test(
            t,
          )))
        ? "credit"
        : "debit";
    // Cash from a machine: the withdrawals, wherever the cash went.
    if (CASH_OUT.test(t)) {
      // Only the withdrawals: "take out" here is no takeout, an account no filter.
      query.filters = { text: CASH_TEXT, anyOf: true, type: "debit" };
    }
  }
  const isFlow = ["spending", "income", "refunds", "transfers"].includes(
    subject,
  );
  if (!isFlow && subject !== "transactions") {
    if (COUNT.test(t)) query.measure = "count";
    return query;
  }
  // "What did we spend over $100 on last month": the purchases themselves, not their sum.
  if (
    subject === "spending" &&
    frame.amountCents !== undefined &&
    /\bwhat (did|have|do) (i|we) (spend|spent)\b.*\bon\b\s*(last|this|in|during|over|since|so far|$)/.test(
      t,
    )
  )
    return {
      ...query,
      measure: "rows",
      order: "date",
      limit: frame.topN ?? 10,
    };
  if (subject === "transactions") {
    query.measure = COUNT.test(t) ? "count" : "rows";
    // "Show me purchases over $50": spending's rows, not every row.
    if (/\b(purchases?|charges?|expenses?|spent|bought)\b/.test(t))
      query.subject = "spending";
    query.order = "date";
    query.limit = frame.topN ?? (/\bwhen did i last\b/.test(t) ? 1 : 10);
    return query;
  }
  if (LATEST.test(t) && !frame.periods.length) {
    query.measure = "rows";
    query.order = "date";
    query.limit = frame.topN ?? 1;
    return query;
  }
  // "The most expensive deliveroo": the largest of that merchant's rows.
  const isSuperlativeOfMerchant =
    frame.merchants.length > 0 &&
    /\b(biggest|largest|most expensive|priciest|dearest|costliest|highest)\b/.test(
      t,
    ) &&
    !RANKED.test(t);
  // "How much is spotify now", "how much is my social security check": its latest charge or
  // payment.
  const isPriceNow =
    (frame.merchants.length > 0 ||
      frame.family !== undefined ||
      (subject === "income" &&
        /\b(pay ?checks?|paycheques?|stipend|salary|wages?)\b/.test(t))) &&
    !frame.periods.length &&
    !AVERAGE.test(t) &&
    !COUNT.test(t) &&
    ((/\bhow much (is|does|do|are)\b/.test(t) &&
      /\b(now|currently|these days|nowadays|cost|charge|(do|does) (i|we) pay)\b/.test(
        t,
      )) ||
      /\b(how much (is|was)|what('?s| is| was)) (my|our|the) (\w+ ){0,3}(check|cheque|pay ?check|paycheque|payment|deposit|pension|bill|premium|dues|rent|stipend|salary|wages?)\b/.test(
        t,
      ));
  if (isPriceNow) return { ...query, measure: "rows", order: "date", limit: 1 };
  const smallest =
    /\b(smallest|cheapest|lowest|least expensive|tiniest)\b( \w+){0,3}? (purchases?|transactions?|expenses?|charges?|payments?|payouts?|pay ?checks?|deposits?|invoices?|bills?|buys?|things?|items?|orders?|spends?|shops?|trips?|visits?|journeys?|rides?|fares?|tickets?|meals?)\b/.exec(
      t,
    );
  if (smallest) {
    query.measure = "rows";
    query.order = "amount_asc";
    query.limit = frame.topN ?? (smallest[3]?.endsWith("s") ? 5 : 1);
    return query;
  }
  // "The most i spent in one day", "my biggest spending day": the days ranked by what they spent.
  if (
    subject === "spending" &&
    /\b(in|on) (a |one |a single )?(single )?day\b(?! of the week)|\b(biggest|most expensive|highest|priciest) (spending )?day\b|\b(which|what) (day|date) did (i|we) spend the most\b(?! of the week)/.test(
      t,
    )
  )
    return { ...query, groupBy: "day" };
  // "My most expensive month for groceries": the months ranked by what they spent.
  if (subject === "spending" && MONTH_PICK.test(t) && !/\bwhat month\b/.test(t))
    return { ...query, groupBy: "month" };
  if (LARGEST.test(t) || isSuperlativeOfMerchant) {
    // "The largest deposit", "the biggest paycheck": money in.
    if (
      query.subject === "spending" &&
      /\b(deposits?|pay ?checks?|payouts?|invoices?)\b/.test(t)
    )
      query.subject = "income";
    query.measure = "rows";
    query.order = "amount";
    query.limit =
      frame.topN ?? (/s\b/.test(LARGEST.exec(t)?.[6] ?? "") ? 5 : 1);
    return query;
  }
  // "Which client pays me the most as a percentage": a ranking, each with its share.
  const isRankedShare =
    RANKED.test(t) &&
    /\b(which|who|what|whats|what's)\b/.test(t) &&
    /\b(most|biggest|largest|top|highest|main)\b/.test(t);
  // "What % did groceries go up from last month": a change, as a percentage.
  const isChangeInPercent =
    COMPARE.test(t) &&
    !/\b(share|proportion|portion|fraction|part) of\b|\bhow much of\b/.test(t);
  if (
    SHARE.test(t) &&
    subject !== "savings_rate" &&
    !isRankedShare &&
    !isChangeInPercent
  ) {
    query.measure = "share";
    // A merchant's share of a category: the category is the whole.
    const within = frame.categoriesSaid.filter(
      (c) => !frame.categories.includes(c),
    );
    if (frame.merchants.length > 0 && within.length > 0)
      query.shareWithin = within;
    // Merchants and a category: the merchants' share of the category ("what % of my shopping was
    // amazon and target").
    if (frame.merchants.length > 0 && query.filters.categories?.length) {
      query.shareWithin = query.filters.categories;
      delete query.filters.categories;
      delete query.filters.anyOf;
    }
    // "Of my amazon spending", "of my spending on the visa": what the whole is said to be.
    const of =
      /\bof (?:my |our |the |all (?:of )?(?:my |our )?)?((?:[a-z0-9&'.-]+ ){1,3}?)(?:spending|spend|expenses|purchases|money|outgoings)\b/.exec(
        t,
      )?.[1] ?? "";
    const ofWords = ` ${simplify(of)} `;
    const wholeMerchants = frame.merchants.filter((m) =>
      simplify(m)
        .split(" ")
        .some((w) => w.length >= 3 && ofWords.includes(` ${w} `)),
    );
    const wholeAccounts = frame.accountWords.some((w) =>
      ofWords.includes(` ${w} `),
    );
    if (
      wholeMerchants.length > 0 &&
      wholeMerchants.length <
        frame.merchants.length +
          (frame.accountIds.length ? 1 : 0) +
          (query.filters.categories?.length ? 1 : 0)
    ) {
      query.shareWithinMerchants = wholeMerchants;
    } else if (
      wholeAccounts &&
      (query.filters.categories?.length || frame.merchants.length)
    ) {
      query.shareWithinAccounts = frame.accountIds;
    }
    query.shareOf =
      /\bof (my |our |the )?((last|this|the) (month|week|year|quarter)'?s? )?(take[- ]home |net |gross |total )?(income|pay|pay ?checks?|salary|stipend|wages|earnings)\b/.test(
        t,
      )
        ? "income"
        : "spending";
    // "Of my paychecks", "of my salary": the pay alone is the whole, not every credit.
    if (
      /\bof (my |our |the )?(pay ?checks?|salary|salaries|wages|stipend)\b/.test(
        t,
      )
    )
      query.shareWithin = ["salary"];
    // "What percent of our income went to rent": spending, as a share of income.
    // "Rent as a percentage of income": what is spent, whatever the verb.
    const isSpentThing =
      !!query.filters.text ||
      !!query.filters.categories?.some(
        (c) => c !== "salary" && c !== "investment" && c !== "other",
      );
    if (
      query.shareOf === "income" &&
      subject === "income" &&
      (SPENT.test(t) || isSpentThing) &&
      !/\bfrom\b/.test(t)
    ) {
      query.subject = "spending";
      // "How much of my stipend goes to rent": the stipend is the whole, not a filter.
      const kept = query.filters.categories?.filter(
        (c) => c !== "salary" && c !== "investment",
      );
      query.filters.categories = kept?.length ? kept : undefined;
    }
    return query;
  }
  // "How many transactions": every row, money in and out, not only purchases.
  if (
    COUNT.test(t) &&
    /\btransactions\b/.test(t) &&
    !frame.categories.length &&
    !frame.merchants.length
  )
    return {
      ...query,
      subject: "transactions",
      measure: "count",
      order: "date",
      limit: 10,
    };
  if (COUNT.test(t)) query.measure = "count";
  else if (
    (AVERAGE.test(t) && !/\bmonthly (budget|bill)/.test(t)) ||
    // "How much do i put in savings each month": what a month usually holds.
    /\bhow much (do|does) (i|we)\b.*\b(each|every) (day|week|month)\b/.test(t)
  ) {
    query.measure = "average";
    query.per =
      !/\b(monthly|fortnightly|weekly|daily|per (month|fortnight|week|day)|a (month|fortnight|week|day))\b/.test(
        t,
      ) &&
      /\b(purchase|transaction|order|visit|trip|time|receipt|shop|paycheck|payment|payout|deposit|bill|charge)\b/.test(
        t,
      )
        ? "purchase"
        : /\b(day|daily)\b/.test(t)
          ? "day"
          : /\b(fortnight(ly)?|bi-?weekly|every (two|2) weeks)\b/.test(t)
            ? "fortnight"
            : /\bweek(ly)?\b/.test(t)
              ? "week"
              : "month";
  }
  // "Amazon vs Target", "groceries or dining": one figure per thing named, side by side.
  const named2 =
    frame.merchants.length >= 2 && !frame.kindWords
      ? "merchant"
      : frame.categories.length >= 2
        ? "category"
        : frame.accountIds.length >= 2 && !frame.accountTypes.length
          ? "account"
          : undefined;
  // …unless it is set against a period ("more on dominos and golden wok than last month").
  const isAgainstPeriod =
    frame.periods.length >= 2 ||
    /\bthan (last|the previous|the prior|before|in )/.test(t);
  if (
    named2 &&
    query.measure === "total" &&
    !isAgainstPeriod &&
    /\b(vs|versus|or|compared?|against|than)\b/.test(t)
  ) {
    query.groupBy = named2;
    return query;
  }
  if (WEEKDAY.test(t)) return { ...query, groupBy: "weekday" };
  // "In jan and feb": one stretch of time, when nothing sets them against each other.
  const [one, two] = [...frame.periods].sort((a, b) =>
    a.start < b.start ? -1 : 1,
  );
  if (
    frame.periods.length === 2 &&
    one &&
    two &&
    !COMPARE.test(t) &&
    !/\b(more|less|higher|lower|bigger|smaller|each|per)\b/.test(t) &&
    /\b(and|&|plus)\b/.test(t) &&
    addDays(one.end, 1) === two.start
  ) {
    query.period = make(one.start, two.end, "range", "");
    query.compareTo = undefined;
    return query;
  }
  if (COMPARE.test(t) || frame.periods.length >= 2) {
    [query.period, query.compareTo] = periodPair(frame.periods, t, today);
    return query;
  }
  if ((TREND.test(t) || MONTH_PICK.test(t)) && query.measure !== "average")
    return { ...query, groupBy: "month" };
  if (
    RANKED.test(t) &&
    query.measure === "total" &&
    (!frame.merchants.length || frame.kindWords !== undefined)
  ) {
    query.groupBy = ACCOUNT_GROUP.test(t)
      ? "account"
      : MERCHANT_GROUP.test(t)
        ? "merchant"
        : "category";
    const isOne =
      (/\b(category|merchant|store|shop|place|vendor|account|client|payer|employer|customer|source)\b(?!s)/.test(
        t,
      ) ||
        /\bwho (pays|paid)\b.*\bmost\b/.test(t)) &&
      !/\bcategories\b/.test(t);
    query.limit =
      frame.topN ??
      (/\btop\b/.test(t) && !isOne
        ? 5
        : isOne && !/\bbreak ?down|by (category|merchant)/.test(t)
          ? 1
          : undefined);
    if (query.groupBy === "category" && query.filters.categories && !frame.topN)
      delete query.groupBy;
    if (query.groupBy && BY_COUNT.test(t)) query.measure = "count";
    // "Which store do i go to the most": the places people shop, not the bus. (Ranked by money,
    // "top 5 stores" is every merchant, the landlord too.)
    if (
      query.groupBy === "merchant" &&
      query.measure === "count" &&
      query.subject === "spending" &&
      !query.filters.categories?.length &&
      !query.filters.merchants?.length &&
      /\b(shop|shops|shopped|store|stores)\b/.test(t)
    )
      query.filters.categories = ["groceries", "shopping"];
  }
  return query;
}

/** A follow-up that only changes the period or a filter: the previous query, refined. */
function refine(previous: Query, frame: Frame, today: string): Query {
  const next: Query = { ...previous, filters: { ...previous.filters } };
  if (frame.exclude)
    next.filters.exclude = {
      categories: [
        ...(previous.filters.exclude?.categories ?? []),
        ...(frame.exclude.categories ?? []),
      ],
      merchants: [
        ...(previous.filters.exclude?.merchants ?? []),
        ...(frame.exclude.merchants ?? []),
      ],
      text:
        [previous.filters.exclude?.text, frame.exclude.text]
          .filter(Boolean)
          .join("|") || undefined,
    };
  if (COUNT.test(frame.text)) next.measure = "count";
  // "How much did i spend there altogether?" after a count: the total.
  else if (/\bhow much\b/.test(frame.text) && next.measure === "count")
    next.measure = "total";
  if (SHARE.test(frame.text)) {
    next.measure = "share";
    next.shareOf = /\bincome\b/.test(frame.text) ? "income" : "spending";
    delete next.compareTo;
  }
  if (AGAINST.test(frame.text) && frame.periods.length) {
    // "Vs last month": the last figure's period against the one named.
    [next.period, next.compareTo] = periodPair(
      previous.period ? [previous.period, ...frame.periods] : frame.periods,
      frame.text,
      today,
    );
  } else if (frame.periods.length) {
    next.period = frame.periods[0];
    next.compareTo = frame.periods[1];
  }
  if (frame.categories.length) {
    next.filters.categories = frame.categories;
    delete next.filters.merchants;
  }
  if (frame.merchants.length) {
    next.filters.merchants = frame.merchants;
    delete next.filters.categories;
  }
  // "And the education dept?" after income: the payer the category word names.
  if (
    previous.subject === "income" &&
    frame.categoryPayers.length > 0 &&
    !frame.merchants.length
  ) {
    next.filters.merchants = frame.categoryPayers;
    delete next.filters.categories;
  }
  // "And my pension?" after income: the rows that say it, not the pension accounts.
  if (previous.subject === "income" && frame.accountTypes.length > 0) {
    next.filters.text = frame.accountTypeWords.join(" ");
    delete next.filters.merchants;
  } else if (frame.accountIds.length)
    next.filters.accountIds = frame.accountIds;
  if (frame.family) next.filters.text = frame.family;
  return next;
}

/** What a query asks, as meta.intent names it: "spending", "income_count", "spending_by_category". */
export function queryName(q: Query): string {
  if (q.groupBy) return `${q.subject}_by_${q.groupBy}`;
  if (q.measure === "rows" && q.order !== "date" && q.order)
    return `${q.subject}_${q.order === "amount" ? "largest" : "smallest"}`;
  return q.measure === "total" ? q.subject : `${q.subject}_${q.measure}`;
}
