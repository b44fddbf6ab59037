import { freePort, freePortRange } from './free-port.js';

describe('freePort', () => {
  it('never hands out a port twice while the processes it was asked for may not have bound it yet', async () => {
    // A stack asks for one port per process before any of them listens: none may repeat.
    const ports: number[] = [];
    for (let i = 0; i < 300; i += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('draws from the slice of the range of its Jest worker', async () => {
    const [first, last] = freePortRange();
    expect(last - first).toBe(1_000);
    // Below the kernel's ephemeral ports, where outgoing connections take theirs.
    expect(first).toBeGreaterThanOrEqual(20_000);
    expect(last).toBeLessThanOrEqual(32_000);
    for (let i = 0; i < 50; i += 1) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(first);
      expect(port).toBeLessThan(last);
    }
  });
});
