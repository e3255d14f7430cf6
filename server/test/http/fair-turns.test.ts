import {createServer, connect, type AddressInfo, type Socket} from 'node:net';
import {describe, expect, it} from 'vitest';
import {nextTurn, waitingTurns} from '../../src/http/fair-turns.ts';

describe('request turns', () => {
  it('run first come first served, and the event loop polls sockets between two requests', async () => {
    // A loopback socket pair: what request "a" writes arrives as socket I/O, which the loop only
    // delivers in its poll phase. With requests run back to back it would arrive after all of them.
    const events: string[] = [];
    let receiver: Socket | undefined;
    const server = createServer((socket) => {
      receiver = socket;
      socket.on('data', () => events.push('a io'));
    });
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
    const sender = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => sender.once('connect', resolve));
    while (!receiver) await new Promise((r) => setTimeout(r, 5));

    const request = async (name: string, work?: () => void) => {
      await nextTurn();
      events.push(name);
      work?.();
    };
    await Promise.all([
      request('a', () => sender.write('x')),
      request('b'),
      request('c'),
      request('d'),
    ]);
    await new Promise((r) => setTimeout(r, 20));
    sender.destroy();
    server.close();

    expect(events.filter((e) => e !== 'a io')).toEqual(['a', 'b', 'c', 'd']);
    expect(events.indexOf('a io')).toBeGreaterThan(0);
    expect(events.indexOf('a io')).toBeLessThan(events.indexOf('d'));
    expect(waitingTurns()).toBe(0);
  });
});
