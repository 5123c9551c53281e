#!/usr/bin/env node
/**
 * Operator commands for prescription files shoppers uploaded in the configurator (rule:prescription.upload-file),
 * so the optician can read them; the shop itself never hands a file back to anyone:
 *   node packages/commerce-engine/src/cli/prescriptions.ts list <orderId>
 *   node packages/commerce-engine/src/cli/prescriptions.ts export <uploadId> <file>
 * Uses DATABASE_URL when set, else PGlite under DATA_DIR (default .data), like the shop itself (README, Configuration).
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { isOrderId, isPrescriptionUploadId } from "@eyewear/shop-rules";
import {
  listOrderPrescriptionUploads,
  readPrescriptionUploadContent,
} from "../services/prescription-uploads.ts";
import { CommandError, runCommand, withDatabase } from "./command-line.ts";

const USAGE = `Usage: node packages/commerce-engine/src/cli/prescriptions.ts <command> …

  list <orderId>              the prescription files the order's glasses refer to: item position, upload id,
                              content type, size in bytes and file name
  export <uploadId> <file>    write the upload's bytes to the file (which must not exist yet)

Environment: DATABASE_URL (a PostgreSQL server) or DATA_DIR (embedded PGlite, default .data).`;

async function list(orderId: string): Promise<void> {
  if (!isOrderId(orderId)) throw new CommandError(`An order id has 12 digits, got "${orderId}"`);
  const uploads = await withDatabase((db) => listOrderPrescriptionUploads(db, orderId));
  if (uploads.length === 0) {
    process.stdout.write(`Order ${orderId} has no uploaded prescription\n`);
    return;
  }
  for (const upload of uploads)
    process.stdout.write(
      `${upload.position}\t${upload.id}\t${upload.contentType}\t${upload.size}\t${upload.fileName}\n`,
    );
}

async function exportUpload(uploadId: string, file: string): Promise<void> {
  if (!isPrescriptionUploadId(uploadId)) throw new CommandError(`"${uploadId}" is no upload id`);
  const found = await withDatabase((db) => readPrescriptionUploadContent(db, uploadId));
  if (!found) throw new CommandError(`There is no prescription upload ${uploadId}`);
  // "wx": an operator's typo must not overwrite a file that is already there.
  await writeFile(file, found.content, { flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
    throw new CommandError(`Cannot write ${file}: ${error.code ?? error.message}`);
  });
  process.stdout.write(
    `Wrote ${found.upload.size} bytes (${found.upload.contentType}, "${found.upload.fileName}") to ${file}\n`,
  );
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean" } },
  });
  const [command, first, second] = positionals;
  if (command === "list" && first && !values.help) await list(first);
  else if (command === "export" && first && second && !values.help) await exportUpload(first, second);
  else {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  return 0;
}

runCommand(main);
