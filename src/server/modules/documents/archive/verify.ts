/**
 * The offline check of a binder archive package (npm run binder:verify): reads the zip,
 * recomputes the index's SHA-256 (against index.sha256 and, when given, the hash the suite
 * shows for the archive) and every listed file's SHA-256 and size, and names the first
 * mismatch. Needs no database and no server.
 */
import JSZip from 'jszip';
import { INDEX_HASH_NAME, INDEX_NAME, type ArchiveIndex, sha256 } from './package-format';

export interface VerifyResult {
  ok: boolean;
  indexHash: string | null;
  /** The files whose bytes matched the index. */
  checked: { path: string; size: number; sha256: string }[];
  /** Every problem found, the first mismatch first. */
  problems: string[];
}

export async function verifyArchivePackage(zipBytes: Buffer, expectedIndexHash?: string): Promise<VerifyResult> {
  const result: VerifyResult = { ok: false, indexHash: null, checked: [], problems: [] };
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(zipBytes, { checkCRC32: false });
  } catch (error) {
    result.problems.push(`not a readable zip: ${error instanceof Error ? error.message : String(error)}`);
    return result;
  }
  const indexEntry = zip.file(INDEX_NAME);
  if (!indexEntry) {
    result.problems.push(`${INDEX_NAME} is missing`);
    return result;
  }
  const indexBytes = await indexEntry.async('nodebuffer');
  const indexHash = sha256(indexBytes);
  result.indexHash = indexHash;
  const listedHash = (await zip.file(INDEX_HASH_NAME)?.async('string'))?.trim().split(/\s+/)[0];
  if (listedHash === undefined) result.problems.push(`${INDEX_HASH_NAME} is missing`);
  else if (listedHash !== indexHash)
    result.problems.push(`${INDEX_NAME}: SHA-256 ${indexHash} differs from ${INDEX_HASH_NAME} (${listedHash})`);
  if (expectedIndexHash !== undefined && expectedIndexHash.toLowerCase() !== indexHash)
    result.problems.push(`${INDEX_NAME}: SHA-256 ${indexHash} differs from the archive's ${expectedIndexHash}`);

  let index: ArchiveIndex;
  try {
    index = JSON.parse(indexBytes.toString('utf8')) as ArchiveIndex;
  } catch {
    result.problems.push(`${INDEX_NAME} is not JSON`);
    return result;
  }
  const listed = new Set<string>();
  for (const document of index.documents ?? []) {
    for (const version of document.versions ?? []) {
      listed.add(version.path);
      const entry = zip.file(version.path);
      if (!entry) {
        result.problems.push(`${version.path}: missing from the zip`);
        continue;
      }
      let data: Buffer;
      try {
        data = await entry.async('nodebuffer');
      } catch {
        result.problems.push(`${version.path}: cannot be read from the zip (damaged)`);
        continue;
      }
      const hash = sha256(data);
      if (data.length !== version.size)
        result.problems.push(`${version.path}: ${data.length} bytes, the index says ${version.size}`);
      else if (hash !== version.sha256)
        result.problems.push(`${version.path}: SHA-256 ${hash} differs from the index's ${version.sha256}`);
      else result.checked.push({ path: version.path, size: data.length, sha256: hash });
    }
  }
  for (const name of Object.keys(zip.files)) {
    const entry = zip.files[name];
    if (!entry || entry.dir || name === INDEX_NAME || name === INDEX_HASH_NAME || listed.has(name)) continue;
    result.problems.push(`${name}: in the zip but not in the index`);
  }
  result.ok = result.problems.length === 0;
  return result;
}
