// Static checks of the deployment files: the Kubernetes manifests (base and every overlay, as
// kustomize would assemble them), docker-compose.yml and deploy/Dockerfile. Each check collects
// every offender, so a failure names all of them at once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const k8sDir = join(root, 'k8s');

interface Process {
  name: string;
  port: number;
  entry: string;
  kind: 'http' | 'worker';
  /** Where readiness and metrics are served when not on `port` (the gateway keeps them off its public port). */
  managementPort?: number;
  /** The service whose database the process uses (`rubrica_<database>`), if any. */
  database?: string;
}

// The process table of ARCHITECTURE/CONVENTIONS: every one must be deployable everywhere.
const PROCESSES: Process[] = [
  { name: 'gateway', port: 8080, managementPort: 9080, entry: 'gateway/dist/main.js', kind: 'http' },
  {
    name: 'identity',
    port: 3001,
    entry: 'services/identity/dist/main.js',
    kind: 'http',
    database: 'identity',
  },
  {
    name: 'envelopes',
    port: 3002,
    entry: 'services/envelopes/dist/main.js',
    kind: 'http',
    database: 'envelopes',
  },
  {
    name: 'envelopes-worker',
    port: 3102,
    entry: 'services/envelopes/dist/worker.js',
    kind: 'worker',
    database: 'envelopes',
  },
  { name: 'signing', port: 3003, entry: 'services/signing/dist/main.js', kind: 'http', database: 'signing' },
  {
    name: 'signing-worker',
    port: 3103,
    entry: 'services/signing/dist/worker.js',
    kind: 'worker',
    database: 'signing',
  },
  { name: 'storage', port: 3004, entry: 'services/storage/dist/main.js', kind: 'http', database: 'storage' },
  {
    name: 'storage-worker',
    port: 3104,
    entry: 'services/storage/dist/worker.js',
    kind: 'worker',
    database: 'storage',
  },
  { name: 'billing', port: 3005, entry: 'services/billing/dist/main.js', kind: 'http', database: 'billing' },
  {
    name: 'notifications',
    port: 3006,
    entry: 'services/notifications/dist/main.js',
    kind: 'http',
    database: 'notifications',
  },
  {
    name: 'notifications-worker',
    port: 3106,
    entry: 'services/notifications/dist/worker.js',
    kind: 'worker',
    database: 'notifications',
  },
];

// ---------------------------------------------------------------------------------------- types

type Labels = Record<string, string>;

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Labels; annotations?: Labels };
  [key: string]: unknown;
}

interface Probe {
  httpGet?: { path?: string; port?: number | string };
}

interface Container {
  name: string;
  image?: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string | number>; limits?: Record<string, string | number> };
  securityContext?: SecurityContext;
  volumeMounts?: { name: string; mountPath: string }[];
}

interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  allowPrivilegeEscalation?: boolean;
  readOnlyRootFilesystem?: boolean;
  capabilities?: { drop?: string[] };
}

interface Deployment extends Manifest {
  spec: {
    selector: { matchLabels?: Labels };
    template: {
      metadata: { labels?: Labels; annotations?: Labels };
      spec: {
        containers: Container[];
        securityContext?: SecurityContext;
        terminationGracePeriodSeconds?: number;
        volumes?: {
          name: string;
          emptyDir?: object;
          secret?: { secretName: string; items?: { key: string; path: string }[] };
        }[];
      };
    };
  };
}

interface Service extends Manifest {
  spec: { selector?: Labels; ports: { name?: string; port: number; targetPort?: number | string }[] };
}

interface Pdb extends Manifest {
  spec: {
    selector?: { matchLabels?: Labels; matchExpressions?: unknown[] };
    minAvailable?: unknown;
    maxUnavailable?: unknown;
  };
}

interface Hpa extends Manifest {
  spec: {
    scaleTargetRef: { kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: {
      type: string;
      resource?: { name: string };
      external?: { metric: { name: string; selector?: unknown } };
    }[];
  };
}

interface ScaledObject extends Manifest {
  spec: {
    scaleTargetRef: { kind?: string; name: string };
    minReplicaCount?: number;
    maxReplicaCount?: number;
    triggers: { type: string; metadata: Record<string, string>; authenticationRef?: { name: string } }[];
  };
}

interface TriggerAuthentication extends Manifest {
  spec: { secretTargetRef?: { parameter: string; name: string; key: string }[] };
}

interface Ingress extends Manifest {
  spec: {
    rules: {
      http: { paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[] };
    }[];
  };
}

interface Kustomization {
  resources?: string[];
  patches?: { path?: string; patch?: string; target?: { kind?: string; name?: string } }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
}

// -------------------------------------------------------------------------------------- helpers

function readYaml(file: string): unknown[] {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'), { merge: true });
  if (!Array.isArray(documents)) return [];
  for (const document of documents) {
    if (document.errors.length) throw new Error(`${relative(root, file)}: ${document.errors[0].message}`);
  }
  return documents
    .map((document) => document.toJS())
    .filter((value) => value !== null && value !== undefined);
}

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return yamlFilesUnder(path);
    return /\.ya?ml$/.test(entry) ? [path] : [];
  });
}

function kustomizationFile(dir: string): string | undefined {
  return ['kustomization.yaml', 'kustomization.yml', 'Kustomization']
    .map((name) => join(dir, name))
    .find(existsSync);
}

function readKustomization(dir: string): Kustomization {
  const file = kustomizationFile(dir);
  if (!file) throw new Error(`${relative(root, dir)} has no kustomization.yaml`);
  return readYaml(file)[0] as Kustomization;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A strategic-merge patch as kustomize applies it for the shapes used here: maps merge, lists of
 *  named objects (containers, env, ports, volumes) merge by name, other lists are replaced. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (isPlainObject(target) && isPlainObject(patch)) {
    const merged: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(patch)) {
      merged[key] = value === null ? undefined : mergePatch(target[key], value);
    }
    return merged;
  }
  const named = (list: unknown): list is { name: string }[] =>
    Array.isArray(list) &&
    list.length > 0 &&
    list.every((item) => isPlainObject(item) && typeof item.name === 'string');
  if (named(target) && named(patch)) {
    const merged = target.map((item) => {
      const change = patch.find((candidate) => candidate.name === item.name);
      return change ? mergePatch(item, change) : item;
    });
    return [...merged, ...patch.filter((item) => !target.some((existing) => existing.name === item.name))];
  }
  return patch;
}

function splitImage(image: string): { name: string; tag?: string } {
  const at = image.lastIndexOf(':');
  return at > image.lastIndexOf('/')
    ? { name: image.slice(0, at), tag: image.slice(at + 1) }
    : { name: image };
}

interface Rendering {
  manifests: Manifest[];
  problems: string[];
}

/** Assembles a kustomization the way `kustomize build` does for the features these files use:
 *  resources (files and directories), patches from files, and image overrides. */
function render(dir: string): Rendering {
  const kustomization = readKustomization(dir);
  const problems: string[] = [];
  let manifests: Manifest[] = [];
  for (const resource of kustomization.resources ?? []) {
    const path = join(dir, resource);
    if (!existsSync(path)) {
      problems.push(`${relative(root, dir)}: resource ${resource} does not exist`);
    } else if (statSync(path).isDirectory()) {
      const inner = render(path);
      problems.push(...inner.problems);
      manifests.push(...inner.manifests);
    } else {
      manifests.push(...(readYaml(path) as Manifest[]));
    }
  }
  for (const entry of kustomization.patches ?? []) {
    if (!entry.path) {
      problems.push(`${relative(root, dir)}: inline patches are not checked; put the patch in a file`);
      continue;
    }
    const path = join(dir, entry.path);
    if (!existsSync(path)) {
      problems.push(`${relative(root, dir)}: patch ${entry.path} does not exist`);
      continue;
    }
    for (const patch of readYaml(path) as (Manifest & { $patch?: string })[]) {
      const index = manifests.findIndex(
        (m) => m.kind === patch.kind && m.metadata.name === patch.metadata.name,
      );
      if (index < 0) {
        problems.push(`${relative(root, path)}: no ${patch.kind} ${patch.metadata.name} to patch`);
      } else if (patch.$patch === 'delete') {
        manifests = manifests.filter((_, i) => i !== index);
      } else {
        manifests[index] = mergePatch(manifests[index], patch) as Manifest;
      }
    }
  }
  for (const image of kustomization.images ?? []) {
    let used = false;
    for (const deployment of ofKind<Deployment>(manifests, 'Deployment')) {
      for (const container of deployment.spec.template.spec.containers) {
        const current = splitImage(container.image ?? '');
        if (current.name !== image.name) continue;
        used = true;
        container.image = `${image.newName ?? current.name}:${image.newTag ?? current.tag ?? 'latest'}`;
      }
    }
    if (!used) problems.push(`${relative(root, dir)}: image ${image.name} is used by no container`);
  }
  return { manifests, problems };
}

function ofKind<T extends Manifest>(manifests: Manifest[], kind: string): T[] {
  return manifests.filter((m) => m.kind === kind) as T[];
}

function selects(selector: Labels | undefined, labels: Labels | undefined): boolean {
  if (!selector || Object.keys(selector).length === 0) return false;
  return Object.entries(selector).every(([key, value]) => labels?.[key] === value);
}

/** The container port a probe, Service or Ingress port refers to (by number or by name). */
function containerPort(container: Container, port: number | string | undefined): number | undefined {
  if (typeof port === 'number')
    return container.ports?.some((p) => p.containerPort === port) ? port : undefined;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

function quantity(value: string | number | undefined): number {
  if (value === undefined) return NaN;
  const match = /^([0-9.]+)(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/.exec(String(value));
  if (!match) return NaN;
  const factor: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
  };
  return Number(match[1]) * (match[2] ? factor[match[2]] : 1);
}

function mainContainer(deployment: Deployment): Container | undefined {
  return deployment.spec.template.spec.containers.find((c) => c.name === deployment.metadata.name);
}

// ----------------------------------------------------------------------------------- Dockerfile

interface Stage {
  name?: string;
  from: string;
  instructions: { keyword: string; value: string }[];
}

function readDockerfile(): { args: Record<string, string>; stages: Stage[] } {
  const text = readFileSync(join(root, 'deploy/Dockerfile'), 'utf8');
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword, value] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [, from, name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(value) ?? [];
      stages.push({ from, name, instructions: [] });
    } else if (stages.length === 0) {
      if (upper === 'ARG') {
        const [name, fallback = ''] = value.split('=');
        args[name] = fallback;
      }
    } else {
      stages[stages.length - 1].instructions.push({ keyword: upper, value });
    }
  }
  return { args, stages };
}

/** The stage and its ancestors, outermost (the external base image) last. */
function stageChain(stages: Stage[], stage: Stage): Stage[] {
  const parent = stages.find((s) => s.name === stage.from);
  return parent ? [stage, ...stageChain(stages, parent)] : [stage];
}

function expand(value: string, args: Record<string, string>): string {
  return value.replace(/\$\{?(\w+)\}?/g, (_, name: string) => args[name] ?? '');
}

function effectiveUser(chain: Stage[]): string {
  for (const stage of chain) {
    const users = stage.instructions.filter((i) => i.keyword === 'USER');
    if (users.length) return users[users.length - 1].value;
  }
  return 'root';
}

// ---------------------------------------------------------------------------------- the checks

const overlayDirs = existsSync(join(k8sDir, 'overlays'))
  ? readdirSync(join(k8sDir, 'overlays'))
      .map((name) => join(k8sDir, 'overlays', name))
      .filter((dir) => kustomizationFile(dir))
  : [];
const renderings: [string, string][] = [
  ['base', join(k8sDir, 'base')],
  ...overlayDirs.map((dir): [string, string] => [relative(k8sDir, dir), dir]),
];

/**
 * The flags `make run` gives node before a process's entry file (scripts/processes.json's
 * `nodeArgs`): the cluster and compose start it with the same ones.
 */
function nodeArgsOf(process: Process): string[] {
  const listed = JSON.parse(readFileSync(join(root, 'scripts/processes.json'), 'utf8')) as {
    name: string;
    nodeArgs?: string[];
  }[];
  return listed.find((entry) => entry.name === process.name)?.nodeArgs ?? [];
}

/** The flags between "node" and the entry file in a command line. */
const flagsIn = (argv: string[], entry: string): string[] =>
  argv.slice(argv.indexOf('node') + 1, argv.indexOf(entry));

describe('Kubernetes manifests', () => {
  it('parse as YAML, document by document, everywhere under k8s/', () => {
    const files = yamlFilesUnder(k8sDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(() => readYaml(file)).not.toThrow();
  });

  it('include the production overlay', () => {
    expect(overlayDirs.map((dir) => relative(k8sDir, dir))).toContain('overlays/production');
  });

  describe.each(renderings)('%s', (_label, dir) => {
    const { manifests, problems: renderProblems } = render(dir);
    const deployments = ofKind<Deployment>(manifests, 'Deployment');
    const byName = new Map(deployments.map((d) => [d.metadata.name, d]));

    it('refers only to resources, patch targets and images that exist', () => {
      expect(renderProblems).toEqual([]);
    });

    it('has a Deployment for every process and none other', () => {
      expect([...byName.keys()].sort()).toEqual(PROCESSES.map((p) => p.name).sort());
    });

    it('starts each process from its entry file, with the node flags `make run` gives it, on its port', () => {
      const problems: string[] = [];
      for (const process of PROCESSES) {
        const container = byName.get(process.name) && mainContainer(byName.get(process.name)!);
        if (!container) {
          problems.push(`${process.name}: no container named after the Deployment`);
          continue;
        }
        const argv = [...(container.command ?? []), ...(container.args ?? [])];
        if (!argv.includes(process.entry)) problems.push(`${process.name}: does not run ${process.entry}`);
        else if (flagsIn(argv, process.entry).join(' ') !== nodeArgsOf(process).join(' '))
          problems.push(`${process.name}: node flags are not ${JSON.stringify(nodeArgsOf(process))}`);
        if (container.command)
          problems.push(`${process.name}: sets command, bypassing the image's init (use args)`);
        if (!container.ports?.some((p) => p.containerPort === process.port))
          problems.push(`${process.name}: no containerPort ${process.port}`);
        const portEnv = container.env?.find((e) => e.name === 'PORT');
        if (portEnv?.value !== String(process.port))
          problems.push(`${process.name}: PORT is not ${process.port}`);
        const image = splitImage(container.image ?? '').name;
        const office = process.name === 'storage-worker';
        if (office !== /storage-worker/.test(image))
          problems.push(`${process.name}: wrong image ${container.image}`);
      }
      expect(problems).toEqual([]);
    });

    it('probes readiness on /readyz (on the management port if any), liveness and startup on /healthz, on the process port', () => {
      const problems: string[] = [];
      for (const process of PROCESSES) {
        const container = byName.get(process.name) && mainContainer(byName.get(process.name)!);
        if (!container) continue;
        const expectations: [keyof Container, string, number][] = [
          ['readinessProbe', '/readyz', process.managementPort ?? process.port],
          ['livenessProbe', '/healthz', process.port],
          ['startupProbe', '/healthz', process.port],
        ];
        for (const [field, path, port] of expectations) {
          const probe = container[field] as Probe | undefined;
          if (!probe?.httpGet) problems.push(`${process.name}: no HTTP ${field}`);
          else {
            if (probe.httpGet.path !== path)
              problems.push(`${process.name}: ${field} path ${probe.httpGet.path}, expected ${path}`);
            if (containerPort(container, probe.httpGet.port) !== port)
              problems.push(`${process.name}: ${field} not on port ${port}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('requests and limits cpu and memory, requests not above limits', () => {
      const problems: string[] = [];
      for (const deployment of deployments) {
        for (const container of deployment.spec.template.spec.containers) {
          for (const resource of ['cpu', 'memory']) {
            const request = quantity(container.resources?.requests?.[resource]);
            const limit = quantity(container.resources?.limits?.[resource]);
            if (!(request > 0)) problems.push(`${deployment.metadata.name}: no ${resource} request`);
            if (!(limit > 0)) problems.push(`${deployment.metadata.name}: no ${resource} limit`);
            if (request > limit)
              problems.push(`${deployment.metadata.name}: ${resource} request above its limit`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('runs every container as non-root, unprivileged, with a read-only root and a scratch /tmp', () => {
      const problems: string[] = [];
      for (const deployment of deployments) {
        const pod = deployment.spec.template.spec;
        for (const container of pod.containers) {
          const where = `${deployment.metadata.name}/${container.name}`;
          const context = { ...pod.securityContext, ...container.securityContext };
          if (context.runAsNonRoot !== true) problems.push(`${where}: runAsNonRoot is not true`);
          if (context.runAsUser === 0) problems.push(`${where}: runAsUser is 0`);
          if (container.securityContext?.allowPrivilegeEscalation !== false)
            problems.push(`${where}: allowPrivilegeEscalation is not false`);
          if (!container.securityContext?.capabilities?.drop?.includes('ALL'))
            problems.push(`${where}: capabilities do not drop ALL`);
          if (container.securityContext?.readOnlyRootFilesystem !== true)
            problems.push(`${where}: root filesystem is writable`);
          const tmp = container.volumeMounts?.find((m) => m.mountPath === '/tmp');
          if (!tmp || !pod.volumes?.some((v) => v.name === tmp.name && v.emptyDir))
            problems.push(`${where}: /tmp is not an emptyDir`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('announces /metrics on the process port (or its management port) to Prometheus', () => {
      const problems: string[] = [];
      for (const process of PROCESSES) {
        const annotations = byName.get(process.name)?.spec.template.metadata.annotations ?? {};
        const port = process.managementPort ?? process.port;
        if (annotations['prometheus.io/scrape'] !== 'true') problems.push(`${process.name}: not scraped`);
        if (annotations['prometheus.io/path'] !== '/metrics')
          problems.push(`${process.name}: scrape path is not /metrics`);
        if (annotations['prometheus.io/port'] !== String(port))
          problems.push(`${process.name}: scrape port is not ${port}`);
      }
      expect(problems).toEqual([]);
    });

    it('selects the pods of each Deployment and covers them with a disruption budget', () => {
      const pdbs = ofKind<Pdb>(manifests, 'PodDisruptionBudget');
      const problems: string[] = [];
      for (const deployment of deployments) {
        const labels = deployment.spec.template.metadata.labels;
        if (!selects(deployment.spec.selector.matchLabels, labels))
          problems.push(`${deployment.metadata.name}: selector does not match its pods`);
        const pdb = pdbs.find(
          (p) => !p.spec.selector?.matchExpressions && selects(p.spec.selector?.matchLabels, labels),
        );
        if (!pdb) problems.push(`${deployment.metadata.name}: no PodDisruptionBudget selects its pods`);
        else if (pdb.spec.minAvailable === undefined && pdb.spec.maxUnavailable === undefined)
          problems.push(`${pdb.metadata.name}: budget sets no limit`);
      }
      expect(problems).toEqual([]);
    });

    it('gives every HTTP process a Service reaching its port and a CPU autoscaler', () => {
      const services = ofKind<Service>(manifests, 'Service');
      const hpas = ofKind<Hpa>(manifests, 'HorizontalPodAutoscaler');
      const problems: string[] = [];
      for (const process of PROCESSES.filter((p) => p.kind === 'http')) {
        const deployment = byName.get(process.name);
        const container = deployment && mainContainer(deployment);
        if (!deployment || !container) continue;
        const service = services.find((s) =>
          selects(s.spec.selector, deployment.spec.template.metadata.labels),
        );
        if (!service) problems.push(`${process.name}: no Service selects its pods`);
        else if (
          !service.spec.ports.some((p) => containerPort(container, p.targetPort ?? p.port) === process.port)
        ) {
          problems.push(
            `${process.name}: Service ${service.metadata.name} does not target port ${process.port}`,
          );
        }
        const hpa = hpas.find(
          (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === process.name,
        );
        if (!hpa) problems.push(`${process.name}: no HorizontalPodAutoscaler`);
        else if (!hpa.spec.metrics?.some((m) => m.type === 'Resource' && m.resource?.name === 'cpu'))
          problems.push(`${process.name}: autoscaler ignores cpu`);
      }
      expect(problems).toEqual([]);
    });

    it('scales every worker on queue depth and gives it time to drain its jobs', () => {
      const scaledObjects = ofKind<ScaledObject>(manifests, 'ScaledObject');
      const hpas = ofKind<Hpa>(manifests, 'HorizontalPodAutoscaler');
      const problems: string[] = [];
      for (const process of PROCESSES.filter((p) => p.kind === 'worker')) {
        const deployment = byName.get(process.name);
        if (!deployment) continue;
        const grace = deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30;
        if (grace < 60) problems.push(`${process.name}: terminationGracePeriodSeconds ${grace} < 60`);
        const keda = scaledObjects.filter(
          (s) =>
            (s.spec.scaleTargetRef.kind ?? 'Deployment') === 'Deployment' &&
            s.spec.scaleTargetRef.name === process.name,
        );
        const kedaOnQueue = keda.some((s) =>
          s.spec.triggers.some(
            (t) =>
              /^redis/.test(t.type) &&
              /^[^:]+:[^:]+:wait$/.test(t.metadata.listName ?? '') &&
              quantity(t.metadata.listLength) > 0,
          ),
        );
        const hpaOnQueue = hpas.some(
          (h) =>
            h.spec.scaleTargetRef.name === process.name &&
            h.spec.metrics?.some(
              (m) => m.type === 'External' && /queue|bullmq/i.test(m.external?.metric.name ?? ''),
            ),
        );
        if (!kedaOnQueue && !hpaOnQueue) problems.push(`${process.name}: no autoscaler on queue depth`);
        // BullMQ promotes delayed jobs only while a worker runs: never scale a worker to zero.
        for (const s of keda)
          if ((s.spec.minReplicaCount ?? 0) < 1) problems.push(`${process.name}: may scale to zero`);
      }
      expect(problems).toEqual([]);
    });

    it('routes the Ingress to the gateway Service', () => {
      const services = ofKind<Service>(manifests, 'Service');
      const ingresses = ofKind<Ingress>(manifests, 'Ingress');
      expect(ingresses.length).toBeGreaterThan(0);
      const backends = ingresses.flatMap((i) =>
        i.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service)),
      );
      const problems: string[] = [];
      for (const backend of backends) {
        const service = services.find((s) => s.metadata.name === backend.name);
        const port = service?.spec.ports.find(
          (p) => p.name === backend.port.name || p.port === backend.port.number,
        );
        if (!port)
          problems.push(
            `Ingress backend ${backend.name}:${backend.port.name ?? backend.port.number} has no Service port`,
          );
      }
      expect(backends.map((b) => b.name)).toContain('gateway');
      expect(problems).toEqual([]);
    });

    it('refers only to ConfigMaps, TriggerAuthentications and Secret keys that exist (Secrets: in the template)', () => {
      const configMaps = new Set(ofKind(manifests, 'ConfigMap').map((c) => c.metadata.name));
      // Overlays may drop the template in favour of an external Secret with the same keys.
      const template = ofKind<Manifest & { stringData?: Labels; data?: Labels }>(
        render(join(k8sDir, 'base')).manifests,
        'Secret',
      );
      const problems: string[] = [];
      for (const deployment of deployments) {
        for (const container of deployment.spec.template.spec.containers) {
          for (const source of container.envFrom ?? []) {
            if (source.configMapRef && !configMaps.has(source.configMapRef.name))
              problems.push(`${deployment.metadata.name}: no ConfigMap ${source.configMapRef.name}`);
          }
          for (const variable of container.env ?? []) {
            const ref = variable.valueFrom?.secretKeyRef;
            if (!ref) continue;
            const secret = template.find((s) => s.metadata.name === ref.name);
            if (!secret || !(ref.key in { ...secret.data, ...secret.stringData }))
              problems.push(`${deployment.metadata.name}: no key ${ref.key} in Secret ${ref.name}`);
          }
        }
      }
      const authentications = ofKind<TriggerAuthentication>(manifests, 'TriggerAuthentication');
      for (const scaledObject of ofKind<ScaledObject>(manifests, 'ScaledObject')) {
        for (const trigger of scaledObject.spec.triggers) {
          const name = trigger.authenticationRef?.name;
          const authentication = authentications.find((a) => a.metadata.name === name);
          if (name && !authentication)
            problems.push(`${scaledObject.metadata.name}: no TriggerAuthentication ${name}`);
          for (const ref of authentication?.spec.secretTargetRef ?? []) {
            const secret = template.find((s) => s.metadata.name === ref.name);
            if (!secret || !(ref.key in { ...secret.data, ...secret.stringData }))
              problems.push(`${authentication!.metadata.name}: no key ${ref.key} in Secret ${ref.name}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('mounts only Secret keys that exist (in the template)', () => {
      const template = ofKind<Manifest & { stringData?: Labels; data?: Labels }>(
        render(join(k8sDir, 'base')).manifests,
        'Secret',
      );
      const problems: string[] = [];
      for (const deployment of deployments) {
        for (const volume of deployment.spec.template.spec.volumes ?? []) {
          if (!volume.secret) continue;
          const secret = template.find((s) => s.metadata.name === volume.secret!.secretName);
          for (const item of volume.secret.items ?? [])
            if (!secret || !(item.key in { ...secret.data, ...secret.stringData }))
              problems.push(
                `${deployment.metadata.name}: no key ${item.key} in Secret ${volume.secret.secretName}`,
              );
        }
      }
      expect(problems).toEqual([]);
    });

    // Production refuses to start with a secret unset (libs/config secret fields): each comes
    // from the Secret, and the processes that must agree read one key.
    it('gives each process the secrets production requires, from one Secret key per secret', () => {
      const secretKeyOf = (name: string, variable: string) =>
        byName.get(name)?.spec.template.spec.containers[0]?.env?.find((e) => e.name === variable)?.valueFrom
          ?.secretKeyRef?.key;
      for (const name of ['gateway', 'identity'])
        for (const variable of ['WEB_CLIENT_SECRET', 'GATEWAY_CLIENT_SECRET'])
          expect([name, secretKeyOf(name, variable)]).toEqual([name, variable]);
      expect(secretKeyOf('identity', 'OIDC_COOKIE_KEYS')).toBe('OIDC_COOKIE_KEYS');
      expect(secretKeyOf('signing-worker', 'SIGNING_PKCS12_PASSWORD')).toBe('SIGNING_PKCS12_PASSWORD');
    });

    it('mounts the sealing certificate into the signing worker from the Secret, at SIGNING_PKCS12_PATH', () => {
      const pod = byName.get('signing-worker')!.spec.template.spec;
      const container = pod.containers[0]!;
      const path = container.env?.find((e) => e.name === 'SIGNING_PKCS12_PATH')?.value ?? '';
      const mount = container.volumeMounts?.find((m) => path.startsWith(`${m.mountPath}/`));
      const volume = pod.volumes?.find((v) => v.name === mount?.name);
      expect(volume?.secret?.items).toContainEqual({
        key: 'SIGNING_PKCS12',
        path: path.slice(`${mount?.mountPath}/`.length),
      });
      // The key stays in the signing workers.
      const others = deployments.filter((d) => d.metadata.name !== 'signing-worker');
      expect(
        others.filter((d) =>
          d.spec.template.spec.volumes?.some((v) => v.secret?.items?.some((i) => i.key === 'SIGNING_PKCS12')),
        ),
      ).toEqual([]);
    });
  });

  describe('production overlay', () => {
    const base = render(join(k8sDir, 'base')).manifests;
    const production = render(join(k8sDir, 'overlays/production')).manifests;
    const floor = (manifests: Manifest[], name: string): number => {
      const hpa = ofKind<Hpa>(manifests, 'HorizontalPodAutoscaler').find(
        (h) => h.spec.scaleTargetRef.name === name,
      );
      const keda = ofKind<ScaledObject>(manifests, 'ScaledObject').find(
        (s) => s.spec.scaleTargetRef.name === name,
      );
      return hpa?.spec.minReplicas ?? keda?.spec.minReplicaCount ?? 0;
    };

    it('runs more replicas of every process than the base', () => {
      const problems = PROCESSES.filter((p) => !(floor(production, p.name) > floor(base, p.name))).map(
        (p) => `${p.name}: ${floor(production, p.name)} replicas, base ${floor(base, p.name)}`,
      );
      expect(problems).toEqual([]);
    });

    it('pins every image to a release tag', () => {
      const images = ofKind<Deployment>(production, 'Deployment').flatMap((d) =>
        d.spec.template.spec.containers.map((c) => c.image ?? ''),
      );
      expect(images.filter((image) => !splitImage(image).tag || splitImage(image).tag === 'latest')).toEqual(
        [],
      );
    });

    it('ships no placeholder secret', () => {
      const secrets = ofKind<Manifest & { stringData?: Labels; data?: Labels }>(production, 'Secret');
      expect(
        secrets.filter((s) => JSON.stringify(s).includes('REPLACE_ME')).map((s) => s.metadata.name),
      ).toEqual([]);
    });
  });
});

// -------------------------------------------------------------------------------------- compose

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; target?: string };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | { published?: string | number; target?: number })[];
  volumes?: (string | { type?: string; source?: string; target?: string })[];
}

describe('docker-compose.yml', () => {
  const compose = readYaml(join(root, 'docker-compose.yml'))[0] as {
    services: Record<string, ComposeService>;
  };
  const services = compose.services;
  const dockerfile = readDockerfile();

  const healthyDependencies = (name: string): string[] => {
    const dependsOn = services[name]?.depends_on;
    if (!dependsOn || Array.isArray(dependsOn)) return [];
    return Object.entries(dependsOn)
      .filter(([, value]) => value?.condition === 'service_healthy')
      .map(([dependency]) => dependency);
  };
  const waitsFor = (name: string, seen = new Set<string>()): Set<string> => {
    for (const dependency of healthyDependencies(name)) {
      if (!seen.has(dependency)) {
        seen.add(dependency);
        waitsFor(dependency, seen);
      }
    }
    return seen;
  };

  it('has a service for every process, built from deploy/Dockerfile', () => {
    const problems: string[] = [];
    const targets = new Set(dockerfile.stages.map((s) => s.name));
    for (const process of PROCESSES) {
      const service = services[process.name];
      if (!service) {
        problems.push(`${process.name}: missing`);
        continue;
      }
      if (service.build?.dockerfile !== 'deploy/Dockerfile')
        problems.push(`${process.name}: not built from deploy/Dockerfile`);
      if (!targets.has(service.build?.target))
        problems.push(`${process.name}: target ${service.build?.target} is no Dockerfile stage`);
      const office = process.name === 'storage-worker';
      if (office !== (service.build?.target === 'storage-worker'))
        problems.push(`${process.name}: wrong image target ${service.build?.target}`);
    }
    expect(problems).toEqual([]);
  });

  it('runs each process from its entry file with the node flags `make run` gives it, on its port, probing /readyz there', () => {
    const problems: string[] = [];
    for (const process of PROCESSES) {
      const service = services[process.name];
      if (!service) continue;
      const command = Array.isArray(service.command)
        ? service.command
        : String(service.command ?? '').split(/\s+/);
      if (!command.includes(process.entry)) problems.push(`${process.name}: does not run ${process.entry}`);
      else if (flagsIn(command, process.entry).join(' ') !== nodeArgsOf(process).join(' '))
        problems.push(`${process.name}: node flags are not ${JSON.stringify(nodeArgsOf(process))}`);
      if (String(service.environment?.PORT) !== String(process.port))
        problems.push(`${process.name}: PORT is not ${process.port}`);
      const test = [service.healthcheck?.test ?? []].flat().join(' ');
      const probePort = process.managementPort ?? process.port;
      if (!test.includes(`:${probePort}/readyz`))
        problems.push(`${process.name}: healthcheck does not ask :${probePort}/readyz`);
    }
    expect(problems).toEqual([]);
  });

  it('starts each process only once PostgreSQL, Redis and NATS are healthy', () => {
    const problems: string[] = [];
    for (const process of PROCESSES) {
      const waits = waitsFor(process.name);
      for (const server of ['postgres', 'redis', 'nats']) {
        if (!waits.has(server)) problems.push(`${process.name}: does not wait for a healthy ${server}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every service that others wait on a healthcheck', () => {
    const awaited = new Set(Object.keys(services).flatMap(healthyDependencies));
    expect(
      [...awaited].filter(
        (name) => !services[name]?.healthcheck?.test || services[name].healthcheck?.disable,
      ),
    ).toEqual([]);
  });

  it('points every process at the compose servers, each service at its own database', () => {
    const problems: string[] = [];
    for (const process of PROCESSES) {
      const env = services[process.name]?.environment ?? {};
      if (new URL(String(env.NATS_URL)).hostname !== 'nats') problems.push(`${process.name}: NATS_URL`);
      if (new URL(String(env.REDIS_URL)).hostname !== 'redis') problems.push(`${process.name}: REDIS_URL`);
      if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) problems.push(`${process.name}: no OTEL_EXPORTER_OTLP_ENDPOINT`);
      if (process.database) {
        const url = new URL(String(env.DATABASE_URL));
        if (url.hostname !== 'postgres' || url.pathname !== `/rubrica_${process.database}`)
          problems.push(`${process.name}: DATABASE_URL ${env.DATABASE_URL}`);
        if (env.BLOB_DRIVER !== 's3' || !env.S3_ENDPOINT || !env.S3_BUCKET)
          problems.push(`${process.name}: blob store is not the compose S3`);
      }
    }
    for (const process of PROCESSES.filter((p) => p.kind === 'http' && p.name !== 'gateway')) {
      const url = services.gateway?.environment?.[`${process.name.toUpperCase()}_URL`];
      if (url !== `http://${process.name}:${process.port}`)
        problems.push(`gateway: ${process.name.toUpperCase()}_URL is ${url}`);
    }
    for (const name of ['notifications', 'notifications-worker']) {
      if (services[name]?.environment?.SMTP_URL !== 'smtp://mailpit:1025')
        problems.push(`${name}: SMTP_URL is not the mail catcher`);
    }
    expect(problems).toEqual([]);
  });

  it('runs NATS with JetStream on a volume, and the supporting servers', () => {
    const nats = services.nats;
    const command = [nats?.command ?? []].flat().join(' ');
    expect(command).toMatch(/(^|\s)(-js|--jetstream)(\s|$)/);
    expect(nats?.volumes?.length).toBeGreaterThan(0);
    for (const name of ['postgres', 'redis', 'minio', 'mailpit', 'otel-collector', 'jaeger'])
      expect(Object.keys(services)).toContain(name);
  });

  it('runs NATS with every message on disk before its ack, here and in the data namespace', () => {
    const syncsAlways = (config: string) => /^\s*sync_interval:\s*always\s*$/m.test(config);
    const nats = services.nats;
    const args = [nats?.command ?? []].flat().map(String);
    const inContainer = args[args.indexOf('-c') + 1];
    const mount = (nats?.volumes ?? [])
      .map((v) => (typeof v === 'string' ? v.split(':') : [v.source ?? '', v.target ?? '']))
      .find(([, target]) => target === inContainer);
    expect(mount).toBeDefined();
    expect(syncsAlways(readFileSync(join(root, mount![0]!), 'utf8'))).toBe(true);

    const dataAccess = join(k8sDir, 'data-access');
    const kustomization = readYaml(join(dataAccess, 'kustomization.yaml'))[0] as { resources: string[] };
    const configMaps = kustomization.resources
      .flatMap((file) => readYaml(join(dataAccess, file)) as Manifest[])
      .filter((m) => m.kind === 'ConfigMap') as Array<Manifest & { data?: Record<string, string> }>;
    expect(configMaps.some((m) => Object.values(m.data ?? {}).some(syncsAlways))).toBe(true);
  });

  it('mounts only files that exist in the repository', () => {
    const missing = Object.values(services)
      .flatMap((s) => s.volumes ?? [])
      .map((v) => (typeof v === 'string' ? v.split(':')[0] : (v.source ?? '')))
      .filter((source) => source.startsWith('.'))
      .filter((source) => !existsSync(join(root, source)));
    expect(missing).toEqual([]);
  });

  // The stack runs with NODE_ENV=production, which refuses unset and published secrets.
  it("writes no Rubrica secret in the file: each process reads local-secrets' files", () => {
    const script = readFileSync(join(root, 'deploy/local-secrets.sh'), 'utf8');
    const secrets = [
      'WEB_CLIENT_SECRET',
      'GATEWAY_CLIENT_SECRET',
      'OIDC_COOKIE_KEYS',
      'BLOB_URL_SECRET',
      'WEBHOOK_SECRETS_KEY',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
      'SIGNING_PKCS12_PASSWORD',
    ];
    const problems: string[] = [];
    for (const process of PROCESSES) {
      const service = services[process.name];
      const env = service?.environment ?? {};
      const mounted = (service?.volumes ?? []).some(
        (v) => typeof v === 'string' && v.startsWith('local-secrets:/run/rubrica-secrets'),
      );
      for (const name of secrets) {
        if (env[name] !== undefined) problems.push(`${process.name}: ${name} written in the file`);
        const file = env[`${name}_FILE`];
        if (file === undefined) continue;
        if (!String(file).startsWith('/run/rubrica-secrets/') || !mounted)
          problems.push(`${process.name}: ${name}_FILE is not on the local-secrets volume`);
        if (!script.includes(String(file).split('/').pop()!))
          problems.push(`${process.name}: local-secrets does not make ${file}`);
      }
      const dependsOn = service?.depends_on;
      if (mounted && (Array.isArray(dependsOn) || !dependsOn?.['local-secrets']))
        problems.push(`${process.name}: does not wait for local-secrets`);
    }
    for (const name of ['gateway', 'identity'])
      for (const variable of ['WEB_CLIENT_SECRET_FILE', 'GATEWAY_CLIENT_SECRET_FILE'])
        if (!services[name]?.environment?.[variable]) problems.push(`${name}: no ${variable}`);
    const sealPath = String(services['signing-worker']?.environment?.SIGNING_PKCS12_PATH ?? '');
    if (!sealPath.startsWith('/run/rubrica-secrets/') || !script.includes(sealPath.split('/').pop()!))
      problems.push(`signing-worker: SIGNING_PKCS12_PATH ${sealPath} is not made by local-secrets`);
    expect(problems).toEqual([]);
  });

  it('publishes only the gateway, the mail UI and the trace UI', () => {
    const published = Object.entries(services)
      .filter(([, service]) => (service.ports ?? []).length > 0)
      .map(([name]) => name)
      .sort();
    expect(published).toEqual(['gateway', 'jaeger', 'mailpit']);
    const gatewayPorts = (services.gateway.ports ?? []).map((p) =>
      typeof p === 'string' ? Number(p.split(':').pop()) : p.target,
    );
    expect(gatewayPorts).toContain(8080);
  });
});

// ----------------------------------------------------------------------------------- Dockerfile

describe('deploy/Dockerfile', () => {
  const { args, stages } = readDockerfile();
  const compose = readYaml(join(root, 'docker-compose.yml'))[0] as {
    services: Record<string, ComposeService>;
  };
  const usedTargets = new Set(
    Object.values(compose.services).flatMap((s) => (s.build?.target ? [s.build.target] : [])),
  );
  const checked = [
    ['the final stage', stages[stages.length - 1]],
    ...[...usedTargets].map((target): [string, Stage | undefined] => [
      `target ${target}`,
      stages.find((s) => s.name === target),
    ]),
  ] as [string, Stage | undefined][];

  it.each(checked)('%s builds on Node 24 and runs as a non-root user', (_label, stage) => {
    expect(stage).toBeDefined();
    const chain = stageChain(stages, stage!);
    expect(expand(chain[chain.length - 1].from, args)).toMatch(/^node:24([.-]|$)/);
    const user = effectiveUser(chain);
    expect(user.split(':')[0]).not.toMatch(/^(root|0)$/);
    expect(
      chain
        .flatMap((s) => s.instructions)
        .some((i) => i.keyword === 'ENV' && /NODE_ENV[= ]production/.test(i.value)),
    ).toBe(true);
  });

  it('installs, compiles every workspace and the SPA, then drops dev dependencies', () => {
    const runs = stages
      .flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.value))
      .join('\n');
    for (const step of [
      /\bnpm ci\b/,
      /node scripts\/build\.mjs/,
      /npm run build -w web/,
      /npm prune --omit=dev/,
    ])
      expect(runs).toMatch(step);
  });

  it('leaves health checking to the orchestrator and runs the gateway by default', () => {
    const all = stages.flatMap((s) => s.instructions);
    expect(all.filter((i) => i.keyword === 'HEALTHCHECK')).toEqual([]);
    const finalChain = stageChain(stages, stages[stages.length - 1]);
    const cmd = finalChain.flatMap((s) => s.instructions.filter((i) => i.keyword === 'CMD'))[0];
    expect(cmd && JSON.parse(cmd.value)).toEqual(['node', 'gateway/dist/main.js']);
  });

  it('keeps host builds and dependencies out of the build context', () => {
    const ignore = readFileSync(join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    for (const pattern of ['.git', '**/node_modules', '**/dist']) expect(ignore).toContain(pattern);
  });
});

describe('the process table', () => {
  it('names every process that `make run` starts, so none is left undeployed', () => {
    const listed = JSON.parse(readFileSync(join(root, 'scripts/processes.json'), 'utf8')) as {
      name: string;
      entry: string;
      port: number;
      /** Runs on a person's own computer (the sandbox signer plugin), never in the cluster. */
      localOnly?: boolean;
    }[];
    const started = listed.filter((process) => !process.localOnly);
    const deployable = PROCESSES.map(({ name, entry, port }) => ({ name, entry, port }));
    expect(deployable).toEqual(
      expect.arrayContaining(started.map(({ name, entry, port }) => ({ name, entry, port }))),
    );
    expect(started).toHaveLength(PROCESSES.length);
  });

  it('deploys none of the local-only processes', () => {
    const listed = JSON.parse(readFileSync(join(root, 'scripts/processes.json'), 'utf8')) as {
      name: string;
      localOnly?: boolean;
    }[];
    const local = listed.filter((process) => process.localOnly).map((process) => process.name);
    expect(local).toContain('plugin-sandbox');
    const deployed = PROCESSES.map((process) => process.name);
    expect(local.filter((name) => deployed.includes(name))).toEqual([]);
    for (const [, dir] of renderings) {
      const names = render(dir).manifests.map((manifest) => manifest.metadata.name);
      expect(local.filter((name) => names.includes(name))).toEqual([]);
    }
  });
});
