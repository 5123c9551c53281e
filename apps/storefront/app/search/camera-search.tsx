import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useHydrated } from "~/ui/use-hydrated.ts";

/**
 * The header's camera button (rule:search.camera-search, ADR 0043): a labelled file input that opens the device
 * camera or file picker, in a multipart POST form to the visual search. With JavaScript choosing a photo submits at
 * once; without it the form keeps its submit button.
 */
export function CameraSearch({ shopCode }: { shopCode: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={`/${shopCode}/search/image/`}
      className="flex items-center gap-1"
      data-testid="camera-search"
    >
      <label
        className="flex cursor-pointer items-center rounded border border-neutral-400 p-2 hover:bg-neutral-100 focus-within:outline-2 focus-within:outline-sky-700"
        title={t("visualSearch.label")}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M4 8h3l2-3h6l2 3h3v11H4Z" />
          <circle cx="12" cy="13" r="3.5" />
        </svg>
        <span className="sr-only">{t("visualSearch.label")}</span>
        <input
          type="file"
          name="photo"
          accept="image/*"
          capture="environment"
          required
          className="sr-only"
          onChange={(event) => {
            if (event.currentTarget.files?.length) event.currentTarget.form?.requestSubmit();
          }}
          data-testid="camera-search-input"
        />
      </label>
      {hydrated ? null : (
        <button
          type="submit"
          className="rounded border border-neutral-400 px-2 py-2 text-sm"
          data-testid="camera-search-submit"
        >
          {t("visualSearch.submit")}
        </button>
      )}
    </Form>
  );
}
