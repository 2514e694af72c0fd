/**
 * A construct of a tool definition that does not survive the trip to another provider's dialect,
 * or survives only in another form. Shown beside the converted JSON in the wire view.
 */
export interface DialectWarning {
  /** The tool's name; absent for what concerns every tool (e.g. how results travel). */
  tool?: string;
  /** Where in the surface, e.g. `tools[0].input_schema.properties.offset.default`. */
  field: string;
  /** The keyword or feature, e.g. `additionalProperties`, `$ref`, `default`. */
  construct: string;
  message: string;
}

export interface DialectResult<Output> {
  output: Output;
  warnings: DialectWarning[];
}
