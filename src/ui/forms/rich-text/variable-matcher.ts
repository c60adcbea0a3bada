import { Delta } from 'quill/core';

const MENTION = /\{\{([^{}]+)\}\}/g;

/**
 * A clipboard matcher for text: each `{{name}}` of an offered variable becomes the variable's token
 * (VariableBlot), with the text's formats, so a value read into the editor (or a paste) shows its
 * variables as they were inserted. A `{{name}}` of a name not offered stays text.
 */
export const variableMatcher =
  (names: ReadonlySet<string>) =>
  (_node: Node, delta: Delta): Delta => {
    const result = new Delta();
    for (const op of delta.ops) {
      if (typeof op.insert !== 'string') {
        result.push(op);
        continue;
      }
      const text = op.insert;
      let from = 0;
      for (const match of text.matchAll(MENTION)) {
        const name = match[1] ?? '';
        if (!names.has(name)) continue;
        if (match.index > from) result.insert(text.slice(from, match.index), op.attributes);
        result.insert({ variable: name }, op.attributes);
        from = match.index + match[0].length;
      }
      if (from < text.length) result.insert(text.slice(from), op.attributes);
    }
    return result;
  };
