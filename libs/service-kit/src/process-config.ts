/** The config fields the kit reads; every process schema built from `platformFields` has them. */
export interface ProcessConfig {
  PORT: number;
  LOG_LEVEL: string;
  /** Overrides the process name in traces (`platformFields` defaults it to the service). */
  SERVICE_NAME?: string;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  NODE_ENV?: string;
  /** The interface to listen on (`behindGatewayFields`); 127.0.0.1 when absent. */
  HTTP_HOST?: string;
  /** The gateway's public key (`behindGatewayFields`); HTTP services refuse to start without a key. */
  GATEWAY_IDENTITY_PUBLIC_KEY_FILE?: string;
  GATEWAY_IDENTITY_KEY_DIR?: string;
  /** Fault tests only (`platformFields`): the crash points this process dies at. */
  RUBRICA_CRASH_AT?: string;
}
