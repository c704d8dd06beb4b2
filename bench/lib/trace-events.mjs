// What bench/trace.mjs reads in a Chromium trace: the page's main thread, each event's self time,
// and the kind of work an event is.

// The kind of work each trace event is (self time is charged to the innermost event).
const KIND = {
  EvaluateScript: 'script evaluation',
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'v8.parseOnBackground': 'script compile',
  'V8.CompileCode': 'script compile',
  'V8.CompileLazy': 'script compile',
  FunctionCall: 'script running',
  'v8.callFunction': 'script running',
  RunMicrotasks: 'script running',
  TimerFire: 'script running',
  EventDispatch: 'script running',
  FireAnimationFrame: 'script running',
  'V8.GC_SCAVENGER_SCAVENGE': 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GCScavenger': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  ScheduleStyleRecalculation: 'style',
  Layout: 'layout',
  'LocalFrameView::layout': 'layout',
  IntersectionObserverController: 'layout',
  UpdateIntersectionObservations: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'Document::updateStyleAndLayout': 'style',
  CommitLoad: 'parse HTML',
  ParseHTML: 'parse HTML',
  'HTMLDocumentParser::PumpTokenizer': 'parse HTML',
  'Decode Image': 'images',
  ImageDecodeTask: 'images',
};

/** The main thread of the renderer that parsed the page (headless Chromium runs its own WebUI renderers too). */
export function mainThread(events, url) {
  const origin = new URL(url).origin;
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error(`no ParseHTML of ${origin} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

/** Self time per kind and per event name inside one thread's complete events. */
export function selfTimes(events) {
  const complete = events.filter((event) => event.ph === 'X' && typeof event.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  const selfByName = new Map();
  const charge = (event, amount) => selfByName.set(event.name, (selfByName.get(event.name) ?? 0) + amount);
  for (const event of complete) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= event.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) charge(parent, -event.dur);
    charge(event, event.dur);
    stack.push(event);
  }
  return selfByName;
}

// Blink's own events (the "blink" category) by name, after the exact table above.
const PATTERNS = [
  [/^(V8\.GC|BlinkGC|MinorGC|MajorGC)/, 'gc'],
  [/^(v8\.compile|V8\.Compile|v8\.parse)/i, 'script compile'],
  [/^(v8\.|V8\.|RunMicrotasks|FunctionCall|MessagePort|AsyncTask|ScheduledAction|HTMLParserScriptRunner|ScriptRunner)/, 'script running'],
  [/(recalcStyle|Style|CSSParser|CSS)/, 'style'],
  [/(Layout|InlineNode|LayoutObject|Shape|Font)/, 'layout'],
  [/(Paint|Commit$|Layerize|Raster|Compositing|cc::|Accessibility)/, 'paint'],
  [
    /(ParseHTML|HTMLDocumentParser|HTMLPreloadScanner|DocumentLoader|NavigationBodyLoader|ResponseBodyLoader|TextResourceDecoder|DecodedDataDocumentParser|ResourceFetcher|Document::FinishedParsing|Document::Document|Frame|URLLoader|ResourceLoader)/,
    'parse HTML and loading',
  ],
  [/(Image|Decode)/, 'images'],
  [/^CpuProfiler/, 'tracing overhead'],
  [/^(RunTask|ThreadControllerImpl::RunTask)$/, 'task, unattributed'],
];

export function kindOf(name) {
  return KIND[name] ?? PATTERNS.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';
}
