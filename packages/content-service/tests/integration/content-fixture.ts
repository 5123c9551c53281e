import { schema } from "@eyewear/database";
import { createTestDatabase, type TestDatabaseKind } from "@eyewear/database/testing";
import { openForDescribe } from "@eyewear/database/testing-describe";
import StoryblokClient from "storyblok-js-client";
import { expect } from "vitest";
import {
  type ContentService,
  type ContentServiceOptions,
  createContentService,
  seedContent,
} from "../../src/index.ts";

export const PUBLIC_TOKEN = "public-delivery-token";
export const PREVIEW_TOKEN = "preview-delivery-token";
/** Where the client believes the service lives; requests never leave the process. */
export const ENDPOINT = "http://content.test/v2";
export const SEEDED_AT = new Date("2025-03-01T08:00:00.000Z");

/** A query string with the public token first and `query` after it. */
export const withToken = (query = "") => `token=${PUBLIC_TOKEN}${query ? `&${query}` : ""}`;

export type StoryInsert = typeof schema.stories.$inferInsert;

/**
 * A seeded database with the content service on it, and storyblok-js-client instances that talk to it.
 * The rate limit is off unless the options set one, so that tests never wait for it by accident.
 */
export async function openContentFixture(
  kind: TestDatabaseKind,
  options: Pick<ContentServiceOptions, "rateLimit"> = { rateLimit: false },
) {
  const handle = await createTestDatabase(kind);
  await seedContent(handle.db, { now: SEEDED_AT });
  const service: ContentService = createContentService({
    db: handle.db,
    publicToken: PUBLIC_TOKEN,
    previewToken: PREVIEW_TOKEN,
    ...options,
  });
  const requests: string[] = [];
  const statuses: number[] = [];
  const inProcessFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.url);
    const response = await service.fetch(request);
    statuses.push(response.status);
    return response;
  };
  return {
    db: handle.db,
    service,
    /** URLs of every request a client sent, in order. */
    requests,
    /** The status of every answer a client got, in order. */
    statuses,
    client(accessToken = PUBLIC_TOKEN) {
      return new StoryblokClient({
        accessToken,
        endpoint: ENDPOINT,
        fetch: inProcessFetch as typeof fetch,
        cache: { type: "none" },
      });
    },
    /** Calls the service directly, for answers the client would hide. */
    get(pathAndQuery: string) {
      return service.fetch(new Request(`${ENDPOINT}${pathAndQuery}`));
    },
    /**
     * Inserts a folder and its stories below it (changed at SEEDED_AT unless they say otherwise, with a random
     * uuid unless they bring one); answers the folder's id.
     */
    async insertFolder(
      slug: string,
      children: (Omit<StoryInsert, "parentId" | "fullSlug" | "uuid"> & { uuid?: string })[],
    ) {
      const [folder] = await handle.db
        .insert(schema.stories)
        .values({
          uuid: crypto.randomUUID(),
          name: slug,
          slug,
          fullSlug: slug,
          isFolder: true,
          createdAt: SEEDED_AT,
          updatedAt: SEEDED_AT,
        })
        .returning({ id: schema.stories.id });
      if (children.length > 0) {
        await handle.db.insert(schema.stories).values(
          children.map((child) => ({
            createdAt: SEEDED_AT,
            updatedAt: SEEDED_AT,
            uuid: crypto.randomUUID(),
            ...child,
            fullSlug: `${slug}/${child.slug}`,
            parentId: folder!.id,
          })),
        );
      }
      return folder!.id;
    },
    close: () => handle.close(),
  };
}

export type ContentFixture = Awaited<ReturnType<typeof openContentFixture>>;

/** The content fixture of the enclosing `describe`: opened before its tests, closed after them. */
export function useContentFixture(
  kind: TestDatabaseKind,
  options?: Pick<ContentServiceOptions, "rateLimit">,
): ContentFixture {
  return openForDescribe(() => openContentFixture(kind, options));
}

/** A 400 answer naming the one refused parameter, its error saying why (the parameter's name by default). */
export async function expectRefusedParameter(response: Response, parameter: string, reason = parameter) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: string; parameters: string[] };
  expect(body.parameters).toEqual([parameter]);
  expect(body.error).toContain(reason);
}
