import { formatArgument } from './format';

export type Messages = { [key: string]: string | Messages };

/**
 * A tiny `translate` over `messages`, for the public pages, which must not load react-admin's
 * polyglot. Same key and `%{name}` syntax as react-admin, and numbers written as it writes them
 * (formatArgument); an unknown key is returned as is.
 */
export function translator(messages: Messages) {
  return function t(key: string, args?: Record<string, string | number>): string {
    let node: string | Messages | undefined = messages;
    for (const part of key.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    if (typeof node !== 'string') return key;
    if (!args) return node;
    return node.replace(/%\{(\w+)\}/g, (whole, name: string) =>
      name in args ? formatArgument(args[name]) : whole,
    );
  };
}
