import { gzipSync } from 'node:zlib';
import { defaultSurface } from '../src/engine/toolkit/default-surface';
import { buildShareDocument } from '../src/share/build-share';
import { decodeShareLink, encodeShareLink, SHARE_LINK_LIMIT } from '../src/share/share-codec';
import { measure, ms } from './measure';
import { recordBenchRun } from './share-run';

/**
 * Share link figures: the share link of a realistic 20-step run over a small workspace, beside the
 * raw JSON and its gzip (node:zlib, for comparison), and the time to encode and to decode it.
 */
export async function benchShare(print: (line: string) => void): Promise<void> {
  print('# Share links');
  const run = await recordBenchRun();
  const surface = defaultSurface();
  const build = () =>
    buildShareDocument({
      session: { id: 'bench-session', title: 'Fix discounted totals' },
      nodes: run.nodes,
      messagesByNode: run.messagesByNode,
      startFiles: run.startFiles,
      endFiles: run.endFiles,
      surface,
      modelId: 'claude-sonnet-4-5',
      appVersion: '0.1.0',
      samples: {},
    });
  const built = build();
  if (!built.ok) throw new Error(`bench: ${built.message}`);
  const document = built.document;

  const steps = document.nodes.flatMap((node) => node.messages).filter((message) => message.role === 'assistant').length;
  const failedCalls = JSON.stringify(document.nodes).split('"is_error":true').length - 1;
  const json = JSON.stringify(document);
  const rawBytes = new TextEncoder().encode(json).length;
  const gzipBytes = gzipSync(json).length;
  const link = await encodeShareLink(document);
  const files = Object.keys(run.startFiles).length;
  const lines = Object.values(run.startFiles).reduce((sum, content) => sum + content.split('\n').length - 1, 0);

  print(`share link of a ${steps}-step run over ${files} files (${lines} lines), ${failedCalls} failed calls: ${kb(link.length)} (target < 16 kB; a .json download past ${kb(SHARE_LINK_LIMIT)})`);
  const data = link.split('.')[1]!;
  const deflatedBytes = Math.floor((data.length * 3) / 4);
  print(`  raw JSON ${kb(rawBytes)} · gzip of it ${kb(gzipBytes)} · the link's deflate ${kb(deflatedBytes)} (read_file numbers packed), as base64url ${kb(link.length)}`);

  const building = await measure(build, { runs: 15 });
  const encode = await measure(() => encodeShareLink(document), { runs: 15 });
  const decode = await measure(async () => {
    const decoded = await decodeShareLink(link, {});
    if (!decoded.ok) throw new Error(`bench: decode failed: ${decoded.message}`);
  }, { runs: 15 });
  print(
    `  build ${ms(building.medianMs)} · encode ${ms(encode.medianMs)} (p95 ${ms(encode.p95Ms)}) · decode with schema check ${ms(decode.medianMs)} (p95 ${ms(decode.p95Ms)}), medians of ${encode.runs}`,
  );
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
