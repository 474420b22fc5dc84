/**
 * Finds which of many literals a text contains in one pass over the text (Aho–Corasick): the
 * rules' `contains` conditions are tested together, so a line costs its length rather than one
 * search per rule.
 */
export interface LiteralScan {
  /**
   * Calls `found` with the index (into the literals given) of each literal the text contains,
   * once per place it ends, so an index may come more than once.
   */
  find(text: string, found: (index: number) => void): void;
}

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Literals ending here, or at a node its failure links reach. */
  out: number[];
}

export function literalScan(literals: readonly string[]): LiteralScan {
  const nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];
  literals.forEach((literal, index) => {
    let at = 0;
    for (let i = 0; i < literal.length; i++) {
      const char = literal.charAt(i);
      let to = nodes[at]?.next.get(char);
      if (to === undefined) {
        to = nodes.length;
        nodes.push({ next: new Map(), fail: 0, out: [] });
        nodes[at]?.next.set(char, to);
      }
      at = to;
    }
    nodes[at]?.out.push(index);
  });
  // Failure links, breadth first: each node's longest proper suffix that is also a path.
  const queue: number[] = [...(nodes[0]?.next.values() ?? [])];
  for (let head = 0; head < queue.length; head++) {
    const from = queue[head] ?? 0;
    const node = nodes[from];
    if (!node) continue;
    for (const [char, to] of node.next) {
      queue.push(to);
      let fail = node.fail;
      while (fail !== 0 && !nodes[fail]?.next.has(char))
        fail = nodes[fail]?.fail ?? 0;
      const target = nodes[fail]?.next.get(char);
      const child = nodes[to];
      if (!child) continue;
      child.fail = target !== undefined && target !== to ? target : 0;
      child.out.push(...(nodes[child.fail]?.out ?? []));
    }
  }
  // For ASCII characters, every node's next node, failure links followed in advance (a DFA):
  // one array read per character. Other characters take the links one by one.
  const ascii = new Int32Array(nodes.length * 128);
  for (const from of [0, ...queue]) {
    const node = nodes[from];
    if (!node) continue;
    for (let c = 0; c < 128; c++) {
      ascii[from * 128 + c] =
        node.next.get(String.fromCharCode(c)) ??
        (from === 0 ? 0 : (ascii[node.fail * 128 + c] ?? 0));
    }
  }
  return {
    find(text, found) {
      // An empty literal is in every text, the empty one too.
      for (const index of nodes[0]?.out ?? []) found(index);
      let at = 0;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 128) at = ascii[at * 128 + code] ?? 0;
        else {
          const char = text.charAt(i);
          while (at !== 0 && !nodes[at]?.next.has(char))
            at = nodes[at]?.fail ?? 0;
          at = nodes[at]?.next.get(char) ?? 0;
        }
        const out = nodes[at]?.out;
        if (out !== undefined)
          for (let k = 0; k < out.length; k++) found(out[k] ?? -1);
      }
    },
  };
}
