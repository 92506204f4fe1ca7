// Module Federation runtime plugin (built into every app by packages/mf): antd is shared one
// component at a time (`antd/es/<component>`), and all the components a page renders must come
// from the same antd build, or they would not share antd's theme and configuration contexts.
// So once one build's antd core is running, every further component is taken from that build
// when it offers it (the host offers all of its components); only a component that build does
// not have (a newer antd in a remote) comes from elsewhere: it works, with antd's default theme.

const COMPONENT = 'antd/es/';
const CORE = 'antd/es/config-provider';

const inUse = (shared) => Boolean(shared && (shared.loaded || shared.loading || shared.lib));

export default function oneAntd() {
  return {
    name: 'managewell-one-antd',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName } = args;
      if (!pkgName.startsWith(COMPONENT) || pkgName === CORE) return args;
      const packages = shareScopeMap[scope] ?? {};
      const running = Object.values(packages[CORE] ?? {}).find(inUse);
      if (!running) return args;
      const fromSameBuild = Object.values(packages[pkgName] ?? {}).find(
        (shared) => shared.from === running.from,
      );
      if (fromSameBuild) args.resolver = () => ({ shared: fromSameBuild, useTreesShaking: false });
      return args;
    },
  };
}
