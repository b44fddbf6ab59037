/** One configuration field of a tool (organization spec §3: docuware has server_url, file_cabinet, user, password). */
export interface ConfigField {
  name: string;
  /** url, text or password (an input type). */
  type: string;
  required: boolean;
  /** The server's label and hint, worded in the language the app asked for. */
  label?: string;
  hint?: string;
  /** A suggested value for a new configuration. */
  default?: string;
}

/** A tool of the catalogue (GET organizations/integrations/all). */
export interface IntegrationTool {
  type: string;
  name: string;
  description: string;
  /** An image address, when the catalogue gives one. */
  icon: string | null;
  fields: ConfigField[];
}

/** A configured integration (GET organizations/integrations). */
export interface ActiveIntegration {
  id: string;
  type: string;
  name: string;
  /** What the server shows of the configuration; secrets (the password) are not sent back. */
  config: Record<string, string>;
  is_active: boolean;
}

export type IntegrationConfig = Record<string, string>;

type Raw = Record<string, unknown>;

const text = (...values: unknown[]): string => {
  const found = values.find((value) => typeof value === 'string' || typeof value === 'number');
  return found === undefined ? '' : String(found);
};

const isRecord = (value: unknown): value is Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads `{ data: [...] }`, `{ data: { data: [...] } }` or a bare list. */
export const listOf = (body: unknown): Raw[] => {
  let value: unknown = body;
  for (let depth = 0; depth < 2 && isRecord(value) && 'data' in value; depth += 1) value = value.data;
  return Array.isArray(value) ? value.filter(isRecord) : [];
};

const fieldFrom = (name: string, raw: unknown): ConfigField => {
  const entry = isRecord(raw) ? raw : {};
  const optional = (key: 'label' | 'hint' | 'default', value: string) => (value ? { [key]: value } : {});
  return {
    name,
    type: text(entry.type, entry.input, 'text'),
    required: entry.required !== false,
    ...optional('label', text(entry.label, entry.title)),
    ...optional('hint', text(entry.hint, entry.help)),
    ...optional('default', text(entry.default)),
  };
};

/** Config fields given as a list (`[{ name, type, required }]`) or a map (`{ server_url: { type } }`). */
const fieldsOf = (config: unknown): ConfigField[] => {
  if (Array.isArray(config))
    return config.filter(isRecord).map((entry) => fieldFrom(text(entry.name, entry.key, entry.field), entry));
  if (isRecord(config)) return Object.entries(config).map(([name, entry]) => fieldFrom(name, entry));
  return [];
};

/**
 * A catalogue entry in the spec's spellings (§3 records two for most: value/id, label/name,
 * icon/logo); the tool's type is its `type`, else its value or id.
 */
export const toTool = (raw: Raw): IntegrationTool => {
  const icon = text(raw.icon, raw.logo);
  return {
    type: text(raw.type, raw.value, raw.id),
    name: text(raw.label, raw.name, raw.type, raw.value),
    description: text(raw.description),
    icon: /^(https?:|\/|data:image\/)/.test(icon) ? icon : null,
    fields: fieldsOf(raw.config ?? raw.fields ?? raw.config_fields),
  };
};

export const toActiveIntegration = (raw: Raw): ActiveIntegration => {
  const config = isRecord(raw.config) ? raw.config : {};
  return {
    id: text(raw.id, raw.value),
    type: text(raw.type),
    name: text(raw.label, raw.name, raw.type),
    config: Object.fromEntries(
      Object.entries(config)
        .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
        .map(([key, value]) => [key, String(value)]),
    ),
    is_active: raw.is_active !== false,
  };
};
