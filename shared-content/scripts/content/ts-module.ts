// A tiny writer of the generated TypeScript modules. They stay modules rather than JSON where they
// must: an `import()` per article or tool is what makes each one a chunk of its own, and an article's
// chunk re-exports its compiled MDX. Every value is written by JSON.stringify; the writer only lays
// out imports, declarations and exports.

/** `import type { Name } from './path'`. */
export interface TypeImport {
  names: readonly string[];
  from: string;
}

/** A constant: its value as JSON, or a map of keys to modules each loaded on demand (`() => import(path)`). */
export type ConstValue = { json: unknown } | { lazyImports: Readonly<Record<string, string>> };

export interface ConstDeclaration {
  name: string;
  type: string;
  value: ConstValue;
  exported: boolean;
  doc?: string;
}

export interface TsModule {
  header: string;
  imports: readonly TypeImport[];
  /** `export { default } from './path'`. */
  reexportDefaultFrom?: string;
  declarations: readonly ConstDeclaration[];
  /** `export default name`. */
  exportDefault?: string;
}

/** A string literal in the generated code's own quotes. */
function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function valueText(value: ConstValue): string {
  if ('json' in value) return JSON.stringify(value.json, null, 2);
  const entries = Object.entries(value.lazyImports).map(([key, from]) => `  ${quote(key)}: () => import(${quote(from)}),`);
  return `{\n${entries.join('\n')}\n}`;
}

function declarationText({ name, type, value, exported, doc }: ConstDeclaration): string {
  return `${doc === undefined ? '' : `/** ${doc} */\n`}${exported ? 'export ' : ''}const ${name}: ${type} = ${valueText(value)};\n`;
}

export function tsModuleText(module: TsModule): string {
  const sections = [
    module.imports.map(({ names, from }) => `import type { ${names.join(', ')} } from ${quote(from)};\n`).join(''),
    ...(module.reexportDefaultFrom === undefined ? [] : [`export { default } from ${quote(module.reexportDefaultFrom)};\n`]),
    ...module.declarations.map(declarationText),
    ...(module.exportDefault === undefined ? [] : [`export default ${module.exportDefault};\n`]),
  ];
  return `${module.header}${sections.join('\n')}`;
}
