import type { WebContainer } from '@webcontainer/api';
import { afterEach, describe, expect, it } from 'vitest';
import { bootWebContainer, forgetWebContainerBoot } from '../../../src/engine/workspace/webcontainer-boot';

afterEach(() => forgetWebContainerBoot());

const container = { workdir: '/home/workspace' } as WebContainer;

describe('booting WebContainer once per page', () => {
  it('gives up on a boot that never settles, with the reason in plain words', async () => {
    const started = performance.now();
    await expect(bootWebContainer({ timeoutMs: 50, boot: () => new Promise(() => {}) })).rejects.toThrow(
      'no answer from its runtime within 0.05 s',
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('boots once and hands the same container to every caller, even after a timeout', async () => {
    let boots = 0;
    let finish!: (value: WebContainer) => void;
    const boot = () => {
      boots++;
      return new Promise<WebContainer>((resolve) => (finish = resolve));
    };
    await expect(bootWebContainer({ timeoutMs: 10, boot })).rejects.toThrow('no answer');
    const second = bootWebContainer({ timeoutMs: 1_000, boot });
    finish(container);
    expect(await second).toBe(container);
    expect(await bootWebContainer({ timeoutMs: 10, boot })).toBe(container);
    expect(boots).toBe(1);
  });

  it('passes a boot failure on and lets a later call try again', async () => {
    await expect(bootWebContainer({ timeoutMs: 1_000, boot: () => Promise.reject(new Error('Unable to create more instances')) })).rejects.toThrow(
      'Unable to create more instances',
    );
    expect(await bootWebContainer({ timeoutMs: 1_000, boot: async () => container })).toBe(container);
  });
});
