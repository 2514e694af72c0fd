import { runMessageBatch, type BatchProgress, type MessageBatchOptions } from '../model/anthropic-batches';
import { judgeSample, selectionJobs, selectionReport, type SelectionOptions, type SelectionReport } from './selection';
import type { SelectionSample } from './selection-expectations';

/**
 * A selection test through Anthropic's Message Batches API: every sample is one request of one
 * batch, at half the price; nothing runs between them, so there is no loop to wait on, only the
 * batch. The report is the same as a test made call by call.
 */
export interface SelectionBatchOptions extends Pick<SelectionOptions, 'prompts' | 'variants' | 'samples' | 'modelId' | 'maxTokens' | 'baseline' | 'signal'> {
  connection: Pick<MessageBatchOptions, 'apiKey' | 'baseURL' | 'pollEveryMs' | 'setBy'>;
  onProgress?: (progress: BatchProgress) => void;
}

export async function runSelectionBatch(options: SelectionBatchOptions): Promise<SelectionReport> {
  const jobs = selectionJobs(options);
  const answers = await runMessageBatch(
    jobs.map((job, index) => ({ customId: `sample-${index}`, request: job.request })),
    { ...options.connection, signal: options.signal, onProgress: options.onProgress },
  );
  const samples: SelectionSample[] = [];
  let failure: string | undefined;
  for (const [index, job] of jobs.entries()) {
    const answer = answers.get(`sample-${index}`) ?? { problem: 'The batch returned no result for this request.' };
    try {
      samples.push(judgeSample(options.prompts, job, answer));
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      break;
    }
  }
  return selectionReport(options, samples, { cancelled: samples.length < jobs.length, failure });
}
