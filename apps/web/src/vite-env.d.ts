/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  /** Base of the API, default '/api' (same origin). */
  readonly VITE_API_BASE?: string;
  /** The coach's WhatsApp number, digits only with country code (e.g. 51999999999). */
  readonly VITE_COACH_WHATSAPP_NUMBER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
