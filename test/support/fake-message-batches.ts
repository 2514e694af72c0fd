import type { ServerResponse } from 'node:http';
import { errorBody, jsonMessage, type FakeReply, type FakeReplyContent } from './fake-messages-replies';
import type { RecordedRequest } from './fake-messages-api';

/**
 * The Message Batches endpoints of the local Messages API: a batch is answered by the same script
 * as single calls (each request's params stand in for a POST /v1/messages body), ends after a set
 * number of status checks, and gives its results as JSONL, as the real API does.
 */

export interface FakeBatch {
  id: string;
  /** Each request's params, recorded as if it had been sent alone. */
  requests: RecordedRequest[];
  /** Status checks so far. */
  retrieves: number;
  cancelled: boolean;
  results: Array<{ custom_id: string; result: unknown }>;
}

export interface FakeBatchesOptions {
  /** Status checks that still say in_progress before the batch ends; default 1. */
  checksBeforeEnd?: number;
}

type Reply = (request: RecordedRequest, index: number) => Promise<FakeReply | undefined>;

export function fakeMessageBatches(options: FakeBatchesOptions, reply: Reply, baseUrl: () => string) {
  const batches: FakeBatch[] = [];
  let requestIndex = 0;

  function batchObject(batch: FakeBatch) {
    const ended = batch.cancelled || batch.retrieves > (options.checksBeforeEnd ?? 1);
    const total = batch.requests.length;
    const succeeded = batch.results.filter((entry) => (entry.result as { type: string }).type === 'succeeded').length;
    return {
      id: batch.id,
      type: 'message_batch',
      processing_status: ended ? 'ended' : 'in_progress',
      request_counts: ended
        ? { processing: 0, succeeded, errored: total - succeeded, canceled: 0, expired: 0 }
        : { processing: total - Math.min(total, batch.retrieves), succeeded: 0, errored: 0, canceled: 0, expired: 0 },
      created_at: '2026-01-01T00:00:00Z',
      expires_at: '2026-01-02T00:00:00Z',
      ended_at: ended ? '2026-01-01T00:05:00Z' : null,
      archived_at: null,
      cancel_initiated_at: batch.cancelled ? '2026-01-01T00:01:00Z' : null,
      results_url: ended ? `${baseUrl()}/v1/messages/batches/${batch.id}/results` : null,
    };
  }

  /** Answers a batch route; false when the request is not one. */
  async function handle(request: RecordedRequest, response: ServerResponse, send: (status: number, body: unknown) => void): Promise<boolean> {
    const match = /^\/v1\/messages\/batches(?:\/([^/]+)(?:\/(results|cancel))?)?$/.exec(request.path);
    if (!match) return false;
    const [, id, action] = match;
    if (request.method === 'POST' && id === undefined) {
      const batch: FakeBatch = { id: `msgbatch_fake${batches.length}`, requests: [], retrieves: 0, cancelled: false, results: [] };
      for (const entry of request.body.requests as Array<{ custom_id: string; params: unknown }>) {
        const single: RecordedRequest = { path: '/v1/messages', method: 'POST', headers: request.headers, body: entry.params };
        batch.requests.push(single);
        const index = requestIndex++;
        batch.results.push({ custom_id: entry.custom_id, result: resultOf(await reply(single, index), entry.params, index) });
      }
      batches.push(batch);
      send(200, batchObject(batch));
      return true;
    }
    const batch = batches.find((candidate) => candidate.id === id);
    if (!batch) {
      send(404, errorBody('not_found_error', `No batch ${id}`));
      return true;
    }
    if (request.method === 'GET' && action === undefined) {
      batch.retrieves += 1;
      send(200, batchObject(batch));
    } else if (request.method === 'POST' && action === 'cancel') {
      batch.cancelled = true;
      send(200, batchObject(batch));
    } else if (request.method === 'GET' && action === 'results') {
      response.writeHead(200, { 'content-type': 'application/binary' });
      response.end(batch.results.map((entry) => JSON.stringify(entry)).join('\n') + '\n');
    } else return false;
    return true;
  }

  return { batches, handle };
}

function resultOf(reply: FakeReply | undefined, params: unknown, index: number): unknown {
  if (reply === undefined) return { type: 'errored', error: errorBody('api_error', `Fake Messages API: no scripted reply for batch request #${index}`) };
  if ('error' in reply && !('streamErrorAfterEvents' in reply)) return { type: 'errored', error: errorBody(reply.error.type, reply.error.message) };
  if (!('blocks' in reply)) return { type: 'errored', error: errorBody('api_error', 'Fake Messages API: this reply cannot be a batch result') };
  return { type: 'succeeded', message: jsonMessage(reply as FakeReplyContent, params, index) };
}
