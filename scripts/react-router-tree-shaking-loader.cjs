// A webpack loader for React Router's production build (webpack.config.ts), so that the components
// and contexts the app never uses (<Link>, <NavLink>, <Form>, <ScrollRestoration>, the data and
// framework routers' contexts) are left out of the start bundle with all they reach (prefetching,
// form submission). Two things keep them in, whether used or not:
// - their top-level `React.forwardRef(...)`, `React.createContext(...)` and `React.memo(...)` calls
//   carry no `/*#__PURE__*/` mark, unlike the package's other top-level calls, so a minifier must
//   assume the call has effects: the loader adds the mark (those three React functions only build
//   objects, so this changes no behaviour);
// - each is given a `displayName` by a top-level assignment, which uses it: the loader drops those
//   lines, whose only effect is the name React's developer tools show.
const UNMARKED_CALL = /(^var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";\n/gm;

module.exports = function reactRouterTreeShaking(source) {
  return source.replace(UNMARKED_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
};
