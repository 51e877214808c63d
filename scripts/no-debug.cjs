// The `debug` package, silent, for the bundle: https-proxy-agent (the gateway behind a proxy) logs through it to
// stderr whenever DEBUG names it, and DEBUG=* is common in a Node developer's shell. A line on stderr lands in the
// middle of cctui's screen.
module.exports = () => Object.assign(() => undefined, {enabled: false});
