import {
  Controller,
  Inject,
  Module,
  type DynamicModule,
  type INestApplication,
  type OnModuleInit,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { testEnv, uniqueName } from '@rubrica/testing';
import { connectRpcServer, defineRpc, RpcClient, RpcHandler } from '../src/rpc/index.js';

const prefix = uniqueName('rpc_queue');
const whoAmI = defineRpc<{ n: number }, { instance: string; n: number }>(`${prefix}.who_am_i.v1`);
const INSTANCE = Symbol('instance');
const initialized: string[] = [];

@Controller()
class WhoAmIController implements OnModuleInit {
  constructor(@Inject(INSTANCE) private readonly instance: string) {}

  onModuleInit() {
    initialized.push(this.instance);
  }

  @RpcHandler(whoAmI)
  async whoAmI(data: { n: number }) {
    // Yield so a burst really overlaps in both instances.
    await new Promise((resolve) => setImmediate(resolve));
    return { instance: this.instance, n: data.n };
  }
}

@Module({})
class ReplicaModule {
  static forInstance(instance: string): DynamicModule {
    return {
      module: ReplicaModule,
      controllers: [WhoAmIController],
      providers: [{ provide: INSTANCE, useValue: instance }],
    };
  }
}

describe('RPC servers in one queue group', () => {
  const replicas: INestApplication[] = [];
  let client: RpcClient;

  beforeAll(async () => {
    const { natsUrl } = testEnv();
    for (const instance of ['a', 'b']) {
      const app = await NestFactory.create(ReplicaModule.forInstance(instance), { logger: false });
      connectRpcServer(app, { natsUrl, queue: prefix, name: `${prefix}_${instance}`, shutdownGraceMs: 0 });
      // The other spec starts the server before init(); this one after, as an HTTP process does.
      await app.init();
      await app.startAllMicroservices();
      replicas.push(app);
    }
    client = new RpcClient({ natsUrl });
  });

  afterAll(async () => {
    await client?.close();
    await Promise.all(replicas.map((app) => app.close()));
  });

  it('runs the application’s lifecycle hooks once, not again for the RPC server', () => {
    expect(initialized).toEqual(['a', 'b']);
  });

  it('shares a burst between the replicas, each request answered exactly once', async () => {
    const burst = Array.from({ length: 60 }, (_, n) => client.request(whoAmI, { n }));
    const replies = await Promise.all(burst);
    expect(replies.map((reply) => reply.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    const handledBy = { a: 0, b: 0 } as Record<string, number>;
    for (const reply of replies) handledBy[reply.instance] = (handledBy[reply.instance] ?? 0) + 1;
    expect(Object.keys(handledBy).sort()).toEqual(['a', 'b']);
    expect(handledBy.a).toBeGreaterThan(0);
    expect(handledBy.b).toBeGreaterThan(0);
    expect(handledBy.a! + handledBy.b!).toBe(60);
  });

  it('keeps answering when one replica stops', async () => {
    await replicas[0]!.close();
    const replies = await Promise.all(Array.from({ length: 10 }, (_, n) => client.request(whoAmI, { n })));
    expect(new Set(replies.map((reply) => reply.instance))).toEqual(new Set(['b']));
  });
});
