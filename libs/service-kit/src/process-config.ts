/** The config fields the kit reads; every process schema built from `platformFields` has them. */
export interface ProcessConfig {
  PORT: number;
  LOG_LEVEL: string;
  /** Overrides the process name in traces (`platformFields` defaults it to the service). */
  SERVICE_NAME?: string;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
}
