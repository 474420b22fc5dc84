import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";

/**
 * SQLite has no boolean type and better-sqlite3 refuses to bind JS booleans. This plugin binds
 * them as 1/0 and turns 0/1 back into booleans in result columns named `is…`/`has…` (our
 * naming rule for booleans, docs/style.md §2), so repositories see the same values on both
 * dialects.
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanParameterTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  transformResult(
    args: PluginTransformResultArgs,
  ): Promise<QueryResult<UnknownRow>> {
    const { result } = args;
    // Every row of a result has the same columns: name them once, from the first row (testing
    // each key of each row was ~25 µs of a 25-row page).
    const [first] = result.rows;
    const columns =
      first === undefined
        ? []
        : Object.keys(first).filter((key) => BOOLEAN_COLUMN.test(key));
    if (columns.length === 0) return Promise.resolve(result);
    for (const row of result.rows) {
      for (const key of columns) {
        const value = row[key];
        if (value === 0 || value === 1) row[key] = value === 1;
      }
    }
    return Promise.resolve(result);
  }
}

const BOOLEAN_COLUMN = /^(is|has)(_|[A-Z])/;

class BooleanParameterTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value: unknown = node.value;
    return typeof value === "boolean"
      ? { ...node, value: value ? 1 : 0 }
      : node;
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return {
      ...node,
      values: node.values.map((v) => (typeof v === "boolean" ? Number(v) : v)),
    };
  }
}
