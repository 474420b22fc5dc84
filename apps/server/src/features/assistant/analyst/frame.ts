import { isLiability, type AccountType, type Category } from "@finch/domain";
import { findAccounts } from "./accounts";
import type { AssistantAccount, Exclusion } from "../snapshot";
import { scoreTasks, type Task } from "./tasks";
import {
  findCategories,
  findFamily,
  findKindMerchants,
  isKindPhrase,
  kindredWords,
  VOCABULARY,
} from "./lexicon";
import { matchMerchants, saysWord, simplify } from "./merchants";
import {
  correctSpelling,
  normalize,
  vocabularyOf,
  type Vocabulary,
} from "./normalize";
import type { Period } from "./period-units";
import { parsePeriods } from "./periods";

/** The analyst's reading of a question (docs/design/assistant.md §1). */
export interface Frame {
  /** A task with its own answer, or `query`: one query over the ledger (`query.ts`). */
  intent: Task;
  text: string;
  periods: Period[];
  categories: Category[];
  merchants: string[];
  merchantWords: string | undefined;
  /** Whether the question names one of the user's savings goals ("the japan trip"). */
  isGoalNamed: boolean;
  /** The merchants an account word also names ("the zurich drawdown": Zurich Life). */
  accountMerchants: string[];
  /** The category of each of the user's merchants. */
  merchantCategories: ReadonlyMap<string, string>;
  /** Payers whose name holds a category word said ("education": NSW Department of Education). */
  categoryPayers: string[];
  /** The named merchants whose rows are income (an employer, a client). */
  incomeMerchants: string[];
  /** A kind of bill named by what its rows say ("rent", "council tax"). */
  family: string | undefined;
  /** A place the question names that is none of the user's merchants ("at Tesla"). */
  unknownNames: string[];
  /** Whether the question lists what it asks about ("rent, water and the phone", "groceries and gas"). */
  isList: boolean;
  /** Whether it gives examples of what it means ("food like restaurants, coffee, doordash"). */
  isExamples: boolean;
  /** Every category the question names, even one a merchant's name holds ("costco as a % of groceries"). */
  categoriesSaid: Category[];
  /** The words that named a kind of merchant ("gas"), when the merchants are of a kind. */
  kindWords: string | undefined;
  /** What the question leaves out ("excluding rent"). */
  exclude?: Exclusion | undefined;
  /** Words of the question that name nothing the analyst knows ("tutoring"). */
  otherWords: string[];
  /** The accounts the question names, by name or by type ("on my visa", "from checking"). */
  accountIds: number[];
  /** Whether an account it names is one the user owes on (a card, a loan, a mortgage). */
  isLiabilityNamed: boolean;
  /** The words that named accounts ("amex", "joint"). */
  accountWords: string[];
  /** The words that named account types ("pension", "card"). */
  accountTypeWords: string[];
  /** The account types it names, whether or not the user has such an account. */
  accountTypes: AccountType[];
  amountCents: number | undefined;
  comparator: "over" | "under" | undefined;
  topN: number | undefined;
}

/** What the parser knows about the user: merchant names and accounts. */
export interface ParseContext {
  today: string;
  merchants: readonly string[];
  accounts: readonly AssistantAccount[];
  /** The names of the user's savings goals. */
  goals?: readonly string[] | undefined;
  /** What each merchant is, where the merchant dictionary knows ("Shell": fuel). */
  merchantKinds?: ReadonlyMap<string, string> | undefined;
  /** The category of each merchant's rows. */
  merchantCategories?: ReadonlyMap<string, string> | undefined;
  /** The day ("MM-DD") the household's financial year starts ("07-01" in Australia). */
  yearStart?: string | undefined;
}

/** Words of a question that name no merchant. */
const STOP = new Set(
  "what show find much many spend spent transactions month last this year week money have with from total budget budgets goals savings account accounts income balance recent purchases more most than where which when does category categories unusual biggest expense rate worth left save earn average compare going over under about same".split(
    " ",
  ),
);

/** Everyday words of a question, which never name what rows say. */
const EVERYDAY = new Set(
  "about after again also always been before being could does doing done each ever every from give going have into just know like make made need over paid past please really said since some still stuff tell than that thanks their them then there these they thing things this those till time until want were what when where which while will with would your yours alot overall altogether roughly exactly approximately total come came goes went gone pay pays payment payments money cash refund refunds return returns incl including excluding plus minus less more most least high higher lower low bigger smaller back gotten getting spending spent total totals single ever right now often frequently usually typically normally place places favorite favourite favorites favourites visit visits visited times weekend weekends weekday weekdays fortnight fortnightly biweekly daily yearly annually cost costs costing".split(
    " ",
  ),
);

/** A user's words, kept per merchant list (the snapshot keeps one while the ledger holds). */
const WORDS = new WeakMap<
  readonly string[],
  { shopWords: Set<string>; key: string; vocabulary: Vocabulary }
>();

/** The words of the user's merchants, and the vocabulary with their accounts and goals. */
function wordsOf(ctx: ParseContext) {
  const names = [...ctx.accounts.map((a) => a.name), ...(ctx.goals ?? [])].join(
    "\n",
  );
  const kept = WORDS.get(ctx.merchants);
  if (kept?.key === names) return kept;
  const merchantWords = new Set(
    ctx.merchants.flatMap((m) => simplify(m).split(" ")),
  );
  // An account word a payment to it also holds ("Discover E-Payment") still names the account.
  const shopWords = new Set(
    ctx.merchants
      .filter((m) => ctx.merchantCategories?.get(m) !== "transfer")
      .flatMap((m) => simplify(m).split(" ")),
  );
  const vocabulary = vocabularyOf([
    ...VOCABULARY,
    ...merchantWords,
    ...simplify(names).split(" "),
  ]);
  const words = { shopWords, key: names, vocabulary };
  WORDS.set(ctx.merchants, words);
  return words;
}

/**
 * What a question leaves out, and the rest of it: "biggest purchase excluding rent this year" is
 * "biggest purchase this year" without the rows of rent. The left-out words end at a period, a
 * comma or the end.
 */
const EXCLUSION =
  /\b(?:excluding|exclude|excl|except(?: for)?|not counting|not including|other than|apart from|besides|aside from|without|leaving out|leave out|ignoring|ignore|outside of|minus|(?:(?:etc|but|and),? )not)\s+(?:the |my |our |any |all )?(.+?)(?=\s+(?:this|last|past|previous|in|since|during|over|for|so far|ytd|year to date|today|yesterday|from|between|before|after)\b|\s*[?.!,;)]|\s*$)/;

/** Parses a question into a frame: its words' periods, categories, merchants, accounts… */
export function parseQuestion(message: string, ctx: ParseContext): Frame {
  const text = normalize(message);
  const cut = EXCLUSION.exec(text);
  if (cut?.[1]) {
    // What the left-out words name; words naming nothing known ("refunds") stay in the question.
    const out = readFrame(cut[1], ctx);
    // Transfers are never spending, so "not counting transfers" leaves nothing more out.
    const categories = out.categories.filter((c) => c !== "transfer");
    const exclude: Exclusion = {
      categories,
      merchants: out.merchants,
      text: out.family,
      debtIds: out.isLiabilityNamed ? out.accountIds : undefined,
    };
    if (
      categories.length ||
      out.merchants.length ||
      out.family ||
      exclude.debtIds
    )
      return {
        ...readFrame(text.replace(cut[0], " ").replace(/\s+/g, " "), ctx),
        exclude,
      };
  }
  return readFrame(text, ctx);
}

/** A question's frame, left-out words and all. */
function readFrame(message: string, ctx: ParseContext): Frame {
  const { shopWords, vocabulary } = wordsOf(ctx);
  // Payments between the user's own accounts ("Discover E-Payment") are no merchant to ask of.
  const merchantsAsked = ctx.merchants.filter(
    (m) => ctx.merchantCategories?.get(m) !== "transfer",
  );
  const said = correctSpelling(normalize(message), vocabulary);
  const { amountCents, comparator, rest } = extractAmount(said);
  const periods = parsePeriods(rest, ctx.today, ctx.yearStart);
  // Once read as a period, "the tax year" names no tax (nor "fy" a merchant).
  const text = said
    .replace(/\b(financial|fiscal|tax) year\b/g, "year")
    .replace(/\bfy\b/g, "year");
  // Interest paid on a card or a loan is the rows that say so, not interest earned — unless
  // someone else pays it ("how much interest did consors pay", "has ally paid me").
  const isInterestPaid =
    /\binterest\b/.test(text) &&
    /\b(pay|paid|paying|charged?|charges|cost|costs|owe)\b/.test(text) &&
    !/\b(earn\w*|got|get|received?|made|make)\b/.test(text) &&
    !/\b(did|does|has|have|will)\s+(?!i\b|we\b|you\b)\w+(\s\w+)?\s+(pay|paid)\b|\bpaid (me|us)\b|\bpays? (me|us)\b/.test(
      text,
    );
  const family =
    [findFamily(text), isInterestPaid ? "interest" : undefined]
      .filter(Boolean)
      .join("|") || undefined;
  const mentions = findCategories(text).filter(
    (m) => !isInterestPaid || m.words !== "interest",
  );
  // A pension that pays ("what does my pension pay", "pension income") is the payments that say
  // so, not the pension accounts.
  const accounts = findAccounts(
    text.replace(
      /\bpension(?= (pay|pays|paid|payments?|income|checks?|cheques?|deposits?|per (month|week|year)|a (month|week|year)|each (month|week|year)|every (month|week|year)|come to|comes to|amount)\b)/g,
      " ",
    ),
    ctx.accounts,
    shopWords,
  );
  // Words that named a category or an account name no merchant ("the amex" is not "Amex Epayment").
  const named = new Set([
    ...mentions.flatMap((m) => m.words.split(" ")),
    ...accounts.words,
    ...(family?.split(/[ |]/) ?? []),
  ]);
  const merchantText = text
    .split(" ")
    .filter((w) => !STOP.has(w) && !named.has(w))
    .join(" ");
  // A merchant named in full may hold a category word ("Whole Foods"); otherwise a category
  // word names the category only.
  const whole = matchMerchants(
    text
      .split(" ")
      .filter((w) => !STOP.has(w) && !accounts.words.includes(w))
      .join(" "),
    merchantsAsked,
  );
  // A payer named by a category word, in a question about money in ("what came from the
  // education dept": NSW Department of Education, who pays the salary, not Education spending).
  const categoryPayers =
    whole?.how === "exact"
      ? []
      : merchantsAsked.filter(
          (n) =>
            /^(salary|investment|other)$/.test(
              ctx.merchantCategories?.get(n) ?? "",
            ) &&
            mentions.some((m) => ` ${simplify(n)} `.includes(` ${m.words} `)),
        );
  const payers = categoryPayers.filter(() =>
    mentions.some(
      (m) =>
        /\b(income|earn\w*|paid (me|us)|pays? (me|us))\b/.test(text) ||
        new RegExp(`\\bfrom (the |my |our )?${m.words}\\b`).test(text),
    ),
  );
  const isPayer = payers.length > 0;
  const merchantMatch =
    whole?.how === "exact"
      ? whole
      : isPayer
        ? { names: payers, how: "exact" as const }
        : matchMerchants(merchantText, merchantsAsked);
  // A merchant named in full keeps its own words ("shell gas" is Shell, not all fuel).
  const exactCategoryMerchant =
    mentions.length > 0 && (merchantMatch?.how === "exact" || isPayer);
  // A kind of merchant ("gas", "streaming") is the user's merchants of that kind, and the
  // category its words name is then not asked.
  const kindSaid = merchantMatch ? undefined : findKindMerchants(text, ctx);
  const kindFound = kindSaid?.merchants.length ? kindSaid : undefined;
  // A kind the user has no merchant of ("the dog", "vet bills"), in words no category has: the
  // words the rows may say. "Bills" after a kind is that kind's, not the utilities.
  const kindUnfound = kindFound
    ? []
    : (kindSaid?.phrases ?? []).filter((p) => findCategories(p).length === 0);
  const isKindBill = (m: { words: string }) =>
    /^bills?$/.test(m.words) &&
    (kindSaid?.phrases ?? []).some((p) =>
      new RegExp(`\\b${p}(s|es)? bills?\\b`).test(text),
    );
  // …unless the question also names the whole category ("restaurants, cafes and takeaways"),
  // other than as the whole a part is taken of ("of my transportation spending was gas").
  const isWhole = (words: string) =>
    new RegExp(
      `\\bof (my |our |the |all (of )?(my |our )?)?${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (spending|spend|expenses|purchases|costs|money|outgoings)\\b`,
    ).test(text);
  const kind =
    kindFound &&
    mentions.some(
      (m) =>
        !isWhole(m.words) &&
        !kindFound.words.includes(m.words.replace(/'?s$|es$/, "")) &&
        !isKindPhrase(m.words) &&
        kindFound.merchants.some(
          (k) => ctx.merchantCategories?.get(k) === m.category,
        ),
    )
      ? undefined
      : kindFound;
  const merchants = merchantMatch?.names ?? kind?.merchants ?? [];
  // A word that named a kind of merchant ("gas": the fuel stations) names no category too.
  const isKindMention = (m: { words: string }) =>
    isKindBill(m) ||
    (!!kind &&
      (kind.words.includes(m.words.replace(/'?s$|es$/, "")) ||
        isKindPhrase(m.words)));
  // A category word beside a merchant named in full describes it ("whole foods", "services
  // australia for the childcare subsidy"), unless the merchant is one example among categories
  // ("food like restaurants, coffee, doordash").
  const isExamples =
    /\b(like|such as|e ?g|incl\w*|etc|and all|all in|the lot)\b/.test(text);
  const isInMerchantName = (m: { words: string }) =>
    merchants.some((n) =>
      ` ${simplify(n)} `.includes(` ${m.words.replace(/'?s$/, "")}`),
    );
  const categories = unique(
    mentions
      .filter(
        (m) =>
          !isKindMention(m) &&
          (!exactCategoryMerchant ||
            (isExamples && !isPayer && !isInMerchantName(m))),
      )
      .map((m) => m.category),
  );
  const top =
    /\b(?:top|biggest|largest|highest|smallest|cheapest|lowest|which|what|my|the) (\d+|two|three|four|five|ten)\b(?! (?:days?|weeks?|months?|years?)\b)|\b(\d+|two|three|four|five|ten) (?:biggest|largest|smallest|cheapest|highest|lowest|most expensive)\b/.exec(
      text,
    );
  const topN = top
    ? ((
        { two: 2, three: 3, four: 4, five: 5, ten: 10 } as Record<
          string,
          number
        >
      )[top[1] ?? top[2] ?? ""] ?? Number(top[1] ?? top[2]))
    : undefined;
  const scored = scoreTasks(text, {
    hasCategory: categories.length > 0,
    hasMerchant: merchants.length > 0,
    hasAmount: amountCents !== undefined,
    periods: periods.length,
  });
  const frame: Frame = {
    intent: scored.task,
    text,
    periods,
    categories,
    merchants,
    merchantWords: merchantMatch?.names.join(", "),
    isGoalNamed: isGoalNamed(text, ctx.goals ?? []),
    merchantCategories: ctx.merchantCategories ?? new Map(),
    categoryPayers,
    incomeMerchants: merchants.filter((m) =>
      /^(salary|investment)$/.test(ctx.merchantCategories?.get(m) ?? ""),
    ),
    // Its provider's merchants, never the transfers to and from it ("Sparplan Tagesgeld").
    accountMerchants:
      accounts.words.length > 0
        ? (
            matchMerchants(accounts.words.join(" "), ctx.merchants)?.names ?? []
          ).filter((m) => ctx.merchantCategories?.get(m) !== "transfer")
        : [],
    family,
    kindWords: merchantMatch ? undefined : kind?.words,
    isList: /,|\band\b|&|\+|\bplus\b/.test(text) && !/\b(at|from)\b/.test(text),
    isExamples,
    categoriesSaid: unique(
      mentions
        .filter(
          (m) =>
            !isKindMention(m) &&
            !merchants.some((n) =>
              ` ${simplify(n)} `.includes(` ${m.words.replace(/'?s$/, "")}`),
            ),
        )
        .map((m) => m.category),
    ),
    otherWords: unique([
      ...kindUnfound.flatMap((p) =>
        p.split(" ").filter((w) => !STOP.has(w) && !EVERYDAY.has(w)),
      ),
      ...rest
        .split(/[^a-z]+/)
        .filter(
          (w) =>
            w.length >= 4 &&
            !STOP.has(w) &&
            !EVERYDAY.has(w) &&
            !named.has(w) &&
            !VOCABULARY.includes(w) &&
            !vocabulary.has(w) &&
            parsePeriods(w, ctx.today).length === 0,
        ),
    ]),
    unknownNames:
      merchants.length + categories.length + accounts.ids.length === 0 &&
      !family
        ? unknownPlaces(rest)
        : [],
    accountIds: accounts.ids,
    isLiabilityNamed: ctx.accounts.some(
      (a) => accounts.ids.includes(a.id) && isLiability(a.type),
    ),
    accountTypes: accounts.types,
    accountTypeWords: accounts.types.length > 0 ? accounts.words : [],
    accountWords: accounts.words,
    amountCents,
    comparator,
    topN,
  };
  return frame;
}

/**
 * Whether the question names a savings goal: its whole name, or a distinctive word of it said
 * with a word of saving ("how much a month to make the disney trip").
 */
function isGoalNamed(text: string, goals: readonly string[]): boolean {
  const said = ` ${simplify(text)} `;
  if (goals.some((g) => said.includes(` ${simplify(g)} `))) return true;
  if (
    !/\b(save|saving|savings|saved|goal|reach|make|need|more|on track|target|progress|close|put aside|put away|put in|towards?|contribut\w*|far along|left|due|done|finish\w*|complete\w*|paid for|paid off|how long|when|hit)\b/.test(
      text,
    )
  )
    return false;
  return goals.some((g) => {
    const words = simplify(g).split(" ");
    return [
      ...words.filter(
        (w) =>
          w.length >= 3 &&
          !/^(goal|fund|savings?|trip|new|the|for|and|our|my|fun|big)$/.test(w),
      ),
      ...words.flatMap(kindredWords),
    ].some((w) => saysWord(said, w));
  });
}

/** The words after "at" or "from" when they name nothing the user has and no period. */
function unknownPlaces(text: string): string[] {
  const m =
    /\b(?:at|from|on|(?:go|goes|went|gone|been|going|trips?|visits?) to)\s+(?!(?:my|the|our|your|a|an|all|any|work|home|least|most|track|time|average|top|sale|hand|earth|it|that|this|those|them|each|every|one|once|in|things?|stuff|everything|anything|something|nothing|weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b)([a-z0-9&'.-]+(?:,? [a-z0-9&'.-]+){0,4}?)(?=\s+(?:last|this|in|since|during|over|under|before|after|on|between|for|so|ytd|today|yesterday|ever|recently|lately)\b|[?.!]|$)/.exec(
      text,
    );
  const words = m?.[1]?.trim();
  if (!words) return [];
  // "Walgreens and cvs": each a place; a name of more than three words is no name.
  const names = words
    .split(/\s*(?:,|\band\b|\bor\b|&)\s*/)
    .map((w) => w.trim())
    .filter(Boolean);
  const isName = (name: string) =>
    name.split(" ").length <= 3 &&
    parsePeriods(name, "2000-01-01").length === 0 &&
    !name.split(" ").some((w) => VOCABULARY.includes(w) || STOP.has(w));
  if (names.length === 0 || !names.every(isName)) return [];
  return names.map((name) => name.replace(/\b[a-z]/g, (c) => c.toUpperCase()));
}

function extractAmount(text: string): {
  amountCents: number | undefined;
  comparator: "over" | "under" | undefined;
  rest: string;
} {
  const m =
    /(?:(over|above|more than|at least|greater than|under|below|less than|at most)\s+)?(?:[$€£]\s*(\d+(?:\.\d{1,2})?)(k)?|(\d+(?:\.\d{1,2})?)(k)?\s*(?:dollars?|bucks|usd|euros?|pounds?))/.exec(
      text,
    );
  if (!m) return { amountCents: undefined, comparator: undefined, rest: text };
  const [whole = "0", frac = ""] = (m[2] ?? m[4] ?? "0").split(".");
  let cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (m[3] ?? m[5]) cents *= 1000;
  const word = m[1];
  const comparator =
    word === undefined
      ? undefined
      : /over|above|more|least|greater/.test(word)
        ? "over"
        : "under";
  return { amountCents: cents, comparator, rest: text.replace(m[0], " ") };
}

/** Each once, in order. */
function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
