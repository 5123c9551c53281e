import { useNonce } from "~/platform/nonce.ts";
import { jsonLdText, type StructuredData } from "~/platform/structured-data.ts";

/**
 * The page's structured data as a JSON-LD script (rule:seo.structured-data), written by the server with the
 * response's CSP nonce; the text is escaped so that no value can end the script.
 */
export function JsonLd({ data }: { data: StructuredData | StructuredData[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes every character that could end the script
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
