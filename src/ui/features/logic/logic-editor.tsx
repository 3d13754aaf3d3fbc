import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReactFlow, type Connection, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { cloneGates } from '../../../domain/configuration/controller/logic-clone';
import { addGates, addPort, connect, deleteNodes, disconnect, removePort, replaceScopeGate } from '../../../domain/configuration/controller/logic-edits';
import type { LogicScope } from '../../../domain/configuration/controller/logic-scope';
import { kindsMatch } from '../../../domain/configuration/controller/logic-ports';
import { usePreferences } from '../../preferences-context';
import { CorruptedItems } from '../../configuration/corrupted-items';
import { useSelectedItem } from '../../configuration/use-selection';
import { useApply } from '../../configuration/use-workspace';
import { LogicCanvas } from './logic-canvas';
import { LogicInspector } from './logic-inspector';
import { NODE_WIDTH, nodeHeight } from './logic-layout';
import type { LogicFlowNode } from './logic-node';
import { useFlowNodes, usePositioned, useVisibleIos } from './use-flow-nodes';
import { createPaletteGate, LogicPalette } from './logic-palette';
import { ComponentChooser } from './component-chooser';
import { logicRefusalText } from './logic-refusal';
import { GateSearch } from './gate-search';
import { useLogicLayout } from './use-logic-layout';
import { useLogicView } from './use-logic-view';
import { useLiveStates } from './use-live-states';
import { useIoToggle } from './use-io-toggle';
import { ScenarioTimelinePanel } from './scenario-timeline-panel';
import { SimulationPanel } from './simulation-panel';
import { useSimulation } from './use-simulation';
import { IoInspector } from './io-inspector';
import { useSelectedIo } from './use-selected-io';
import { makeTemplateEdit } from './make-template';
import { LogicInspectorPanel } from './logic-inspector-panel';
import { gateTypeName } from './gate-type-names';
import { Icon } from '../../components/icon';
import { LogicSidePanel } from './logic-side-panel';
import { centredViewport, readableViewport } from './logic-viewport';
import { usePanelOpen } from './use-panel-open';
import { useReadOnly } from '../../components/use-read-only';

/** Gates (and links, and the controller itself) that the model could not read, shown read-only beside the gate list. */
const CONTROLLER_PATHS = [['controller']];

const NO_IOS: readonly string[] = [];

export interface LogicEditorProps {
  readonly draft: Configuration;
  readonly scope: LogicScope;
  readonly component: number;
  readonly onComponent: (index: number) => void;
  readonly onOpen: (templateId: string) => void;
}

/** What the inspector drawn over the canvas's right side hides of it (20rem and its margin), kept clear when a gate is brought into view. */
const INSPECTOR_INSET = 340;

/**
 * The palette, the canvas and the selected gate's form, over one scope; every
 * edit one step of the workspace's history. The canvas takes the page's width
 * and height: the palette beside it collapses to a rail, the inspector is drawn
 * over the canvas's right side while a gate is selected and collapses to a rail
 * too (both remembered); below the lg breakpoint they stack above and below it.
 */
export function LogicEditor({ draft, scope, component, onComponent, onOpen }: LogicEditorProps) {
  const { t, i18n } = useLingui();
  const apply = useApply();
  const readOnly = useReadOnly();
  const { theme } = usePreferences();
  const flow = useReactFlow();
  const view = useLogicView(draft, scope, component);
  const layout = useLogicLayout(scope, view.nodes, view.edges);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedEdges, setSelectedEdges] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const clipboard = useRef<readonly Gate[]>([]);
  const canvasBox = useRef<HTMLDivElement>(null);
  const [paletteOpen, setPaletteOpen] = usePanelOpen('palette');
  const [inspectorOpen, setInspectorOpen] = usePanelOpen('inspector');

  const edit = useCallback(
    (label: string, change: (configuration: Configuration) => Configuration): boolean => {
      const outcome = apply({ kind: 'logic', label, apply: change });
      setRefusal(outcome.ok ? null : logicRefusalText(i18n, outcome.error));
      return outcome.ok;
    },
    [apply, i18n],
  );

  const positioned = usePositioned(view.nodes, layout);
  const visibleIos = useVisibleIos(positioned);
  // Simulate mode: the draft's logic on a virtual clock; the appliance is neither read nor written meanwhile.
  const [simulating, setSimulating] = useState(false);
  const simulation = useSimulation(draft, simulating);
  const [, setMoved] = useState(0);
  const moved = useCallback(() => setMoved((value) => value + 1), []);
  const live = useLiveStates(simulating ? NO_IOS : visibleIos);
  const ioName = (guid: string) => view.nodes.find((node) => node.ios.includes(guid))?.name ?? guid;
  const toggle = useIoToggle({ simulating, simulation, writeLive: live.toggle, refuse: setRefusal, nameOf: ioName });

  const [dragging, setDragging] = useState<Record<string, { x: number; y: number }>>({});
  // A new map after each change of the simulation, the same one otherwise.
  const simulatedStates = simulation?.simulation.states;
  const states = simulatedStates ?? live.states;
  // A viewer's toggle would write the io on the appliance: offered in simulate mode only, where nothing is sent.
  const nodes = useFlowNodes(positioned, view.warnings, states, selected, dragging, readOnly && !simulating ? undefined : toggle);

  const onNodesChange = (changes: NodeChange<LogicFlowNode>[]) => {
    let nextSelected: Set<string> | undefined;
    for (const change of changes) {
      if (change.type === 'select') {
        nextSelected ??= new Set(selected);
        if (change.selected) nextSelected.add(change.id);
        else nextSelected.delete(change.id);
      }
      if (change.type === 'position' && change.position) {
        if (change.dragging) setDragging((before) => ({ ...before, [change.id]: change.position! }));
        else {
          layout.move(change.id, change.position, true);
          setDragging((before) => {
            const { [change.id]: _, ...rest } = before;
            return rest;
          });
        }
      }
    }
    if (nextSelected) setSelected(nextSelected);
    // Other changes (dimensions) are xyflow's own bookkeeping; the nodes are rebuilt from the draft.
  };

  const onEdgesChange = (changes: EdgeChange[]) => {
    const next = new Set(selectedEdges);
    for (const change of changes) {
      if (change.type !== 'select') continue;
      if (change.selected) next.add(change.id);
      else next.delete(change.id);
    }
    setSelectedEdges(next);
  };

  const onConnect = (connection: Connection) => {
    if (readOnly || !connection.sourceHandle || !connection.targetHandle) return;
    edit(t`Connect`, (configuration) => connect(configuration, scope, connection.sourceHandle!, { node: connection.target, port: connection.targetHandle! }));
  };

  const isValidConnection = useCallback(
    (connection: { source: string; target: string; sourceHandle?: string | null; targetHandle?: string | null }) => {
      const signal = connection.sourceHandle ? view.graph.signals.get(connection.sourceHandle) : undefined;
      const port = view.graph.nodes.find((node) => node.id === connection.target)?.inputs.find((input) => input.id === connection.targetHandle);
      return signal !== undefined && port !== undefined && kindsMatch(signal.kind, port.kind);
    },
    [view.graph],
  );

  const onDelete = (nodeIds: readonly string[], edgeIds: readonly string[]) => {
    const ids = new Set(nodeIds);
    if (readOnly) return;
    const wires = view.edges.filter((edge) => edgeIds.includes(edge.id) && !ids.has(edge.target));
    if (ids.size === 0 && wires.length === 0) return;
    edit(ids.size > 0 ? t`Delete ${ids.size} gates` : t`Disconnect`, (configuration) =>
      wires.reduce((result, wire) => disconnect(result, scope, { node: wire.target, port: wire.targetPort }), deleteNodes(configuration, scope, ids)),
    );
    setSelected(new Set());
    setSelectedEdges(new Set());
  };

  const centre = () => {
    const box = canvasBox.current?.getBoundingClientRect();
    return box ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 }) : { x: 0, y: 0 };
  };

  /** The view's centre, or below it past the nodes already there, so a new gate never hides another. */
  const freeSpot = () => {
    const at = centre();
    const taken = (y: number) => nodes.some((node) => Math.abs(node.position.x - at.x) < NODE_WIDTH && Math.abs(node.position.y - y) < 120);
    let y = at.y;
    while (taken(y)) y += 140;
    return { x: at.x, y };
  };

  const addGate = (type: string) => {
    const gate = createPaletteGate(type);
    if (!gate) return;
    const at = freeSpot();
    const name = gateTypeName(i18n, type);
    if (edit(t`New gate ${name}`, (configuration) => addGates(configuration, scope, [gate]))) {
      layout.place({ [gate.id]: at });
      setSelected(new Set([gate.id]));
      bringIntoView(at);
    }
  };

  /** Pans (at the same zoom) to a new gate placed below the view's edge, so the installer sees what was added. */
  const bringIntoView = (at: { x: number; y: number }) => {
    const box = canvasBox.current?.getBoundingClientRect();
    if (!box) return;
    const bottom = flow.screenToFlowPosition({ x: box.right, y: box.bottom });
    if (at.y + 120 <= bottom.y && at.x + NODE_WIDTH <= bottom.x) return;
    void flow.setCenter(at.x + NODE_WIDTH / 2, at.y + 60, { zoom: flow.getZoom(), duration: 200 });
  };

  const paste = () => {
    if (readOnly || clipboard.current.length === 0) return;
    const copies = cloneGates(clipboard.current);
    if (!edit(t`Paste ${copies.length} gates`, (configuration) => addGates(configuration, scope, copies))) return;
    const at = freeSpot();
    layout.place(Object.fromEntries(copies.map((gate, index) => [gate.id, { x: at.x + 40 + (index % 5) * 240, y: at.y + 40 + Math.floor(index / 5) * 140 }])));
    setSelected(new Set(copies.map((gate) => gate.id)));
    bringIntoView({ x: at.x + 40, y: at.y + 40 });
  };

  // In any scope: gates inside a template make a template nested in it.
  const chosenGates = view.gates.filter((gate) => selected.has(gate.id)).length;
  const makeTemplate = () => {
    const { id, change } = makeTemplateEdit(i18n, selected, scope);
    if (edit(t`Make a template of ${chosenGates} gates`, change)) setSelected(new Set([id]));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement).closest('input, textarea, select')) return;
    if (event.key === 'c') clipboard.current = view.gates.filter((gate) => selected.has(gate.id));
    else if (event.key === 'v') paste();
    else return;
    event.preventDefault();
  };

  // Once the automatic layout has placed the shown nodes, bring them into view at a readable zoom, once for each part
  // shown: a layout run again after an edit (a gate added, pasted) must not move the view away from the installer's work.
  const laidOut = layout.laidOut;
  const waiting = view.split && view.indexing;
  const fitted = useRef<number | undefined>(undefined);
  // Which part the default view was set for: until then the canvas is not said to be laid out (tests and benches wait for it).
  const [viewSet, setViewSet] = useState<number | undefined>(undefined);
  // A gate to bring into view (Find a gate, a `?item=` link), until its part is laid out: then the view is set on it, not the part's start.
  const [target, setTarget] = useState<string | undefined>(undefined);
  const targetShown = target !== undefined && positioned.some(({ node }) => node.id === target);
  useEffect(() => {
    if (!laidOut || fitted.current === component || targetShown) return;
    const frame = requestAnimationFrame(() => {
      const box = canvasBox.current?.getBoundingClientRect();
      const shown = positioned;
      // A part not known yet (indexing) is fitted once its nodes come.
      if (!box || (shown.length === 0 && waiting)) return;
      fitted.current = component;
      setViewSet(component);
      if (shown.length === 0) return;
      const left = Math.min(...shown.map(({ position }) => position.x));
      const top = Math.min(...shown.map(({ position }) => position.y));
      const right = Math.max(...shown.map(({ position }) => position.x + NODE_WIDTH));
      const bottom = Math.max(...shown.map(({ node, position }) => position.y + nodeHeight(node)));
      // The first node of the first column, where the reading starts when the graph does not fit.
      const first = shown.reduce((best, each) => (each.position.x < best.position.x || (each.position.x === best.position.x && each.position.y < best.position.y) ? each : best));
      const margin = 24;
      void flow.setViewport(
        readableViewport({ x: left, y: top, width: right - left, height: bottom - top }, box, { top: margin + 40, right: margin, bottom: margin, left: margin + 40 }, undefined, undefined, first.position),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [laidOut, component, flow, positioned, waiting, targetShown]);

  // The node is drawn once in view (xyflow draws only those): focused then, so Enter, the arrows and Delete act on it.
  // Not cancelled when the gate sought is cleared (that is the last view set), only by a newer request or unmounting.
  const focusing = useRef(0);
  const focusNode = useCallback((id: string) => {
    cancelAnimationFrame(focusing.current);
    let tries = 0;
    const focus = () => {
      const element = canvasBox.current?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
      if (element) element.focus({ preventScroll: true });
      else if (++tries < 30) focusing.current = requestAnimationFrame(focus);
    };
    focusing.current = requestAnimationFrame(focus);
  }, []);
  useEffect(() => () => cancelAnimationFrame(focusing.current), []);

  // The gate sought, centred in the canvas's free area as soon as its part is drawn (at its provisional place), and
  // again where the automatic layout puts it; that second view is the part's view, and the gate takes the focus.
  const coveredRight = inspectorOpen ? INSPECTOR_INSET : 0;
  useEffect(() => {
    const sought = target === undefined ? undefined : positioned.find(({ node }) => node.id === target);
    if (!sought) return;
    const frame = requestAnimationFrame(() => {
      const box = canvasBox.current?.getBoundingClientRect();
      if (!box) return;
      const bounds = { x: sought.position.x, y: sought.position.y, width: NODE_WIDTH, height: nodeHeight(sought.node) };
      void flow.setViewport(centredViewport(bounds, box, { top: 0, right: coveredRight, bottom: 0, left: 0 }, flow.getZoom()));
      focusNode(sought.node.id);
      if (!laidOut) return;
      fitted.current = component;
      setViewSet(component);
      setTarget(undefined);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, positioned, laidOut, component, flow, coveredRight, focusNode]);

  const only = selected.size === 1 ? view.gates.find((gate) => selected.has(gate.id)) : undefined;
  // An io selected on its own (a device input, an access): its contact, behaviour and link in the inspector.
  const onlyIo = useSelectedIo(draft, selected, only === undefined);

  const jump = useCallback(
    (id: string, groupIndex: number | undefined) => {
      if (groupIndex !== undefined && groupIndex !== component) onComponent(groupIndex);
      setSelected(new Set([id]));
      // Centred once its part is drawn, and again once laid out (the effect above), clear of the inspector.
      setTarget(id);
    },
    [component, onComponent],
  );

  // A link to a gate (`/admin/logic?item=<gate id>`: a contact's, FTP client's or calendar's "Used by") opens on it once laid out.
  const [requested] = useSelectedItem();
  const opened = useRef<string | undefined>(undefined);
  useEffect(() => {
    // On a scope shown a part at a time, the part holding the gate is known once the index has come; the view is set once laid out.
    if (requested === undefined || opened.current === requested || !view.components || !view.gates.some((gate) => gate.id === requested)) return;
    opened.current = requested;
    const group = view.split ? view.components.findIndex((members) => members.includes(requested)) : -1;
    jump(requested, group >= 0 ? group : undefined);
  }, [requested, view, jump]);

  // A part chosen by hand is shown from its start: a gate still sought is forgotten.
  const choosePart = (index: number) => {
    setTarget(undefined);
    onComponent(index);
  };

  const inspector = onlyIo ? <IoInspector place={onlyIo} configuration={draft} /> : only ? (
    <LogicInspector
      gate={only}
      node={view.memberNode(only.id)}
      signals={view.signals()}
      configuration={draft}
      warnings={view.warnings.get(only.id) ?? []}
      onChange={(gate, label) => edit(label, (configuration) => replaceScopeGate(configuration, scope, gate))}
      onConnect={(port, source) =>
        edit(t`Connect`, (configuration) => (source === '' ? disconnect(configuration, scope, { node: only.id, port }) : connect(configuration, scope, source, { node: only.id, port })))
      }
      onAddPort={() => edit(t`Add a port to ${only.name}`, (configuration) => addPort(configuration, scope, only.id))}
      onRemovePort={(port) => edit(t`Remove a port of ${only.name}`, (configuration) => removePort(configuration, scope, only.id, port))}
      onOpen={() => onOpen(only.id)}
      onDelete={() => onDelete([only.id], [])}
    />
  ) : null;

  return (
    <Flex direction="column" gap="2" flex="1" minHeight="0">
      <CorruptedItems under={CONTROLLER_PATHS} />
      <Flex gap="2" wrap="wrap" align="end">
        <Box width={{ base: 'full', md: '18rem' }}>
          <GateSearch gates={view.gates} terminals={view.terminals} locate={view.locate} indexing={view.split && view.components === undefined} onJump={jump} />
        </Box>
        {view.split ? <ComponentChooser sizes={view.components?.map((group) => group.length)} value={component} onChange={choosePart} /> : null}
        {chosenGates > 0 && !readOnly ? (
          <Button size="sm" variant="outline" onClick={makeTemplate}>
            <Trans>Make a template</Trans>
          </Button>
        ) : null}
        <Button size="sm" variant={simulating ? 'solid' : 'outline'} aria-pressed={simulating} onClick={() => setSimulating((value) => !value)}>
          {simulating ? <Trans>Leave simulate mode</Trans> : <Trans>Simulate</Trans>}
        </Button>
      </Flex>
      <Text id="logic-keyboard-help" fontSize="sm" color="fg.muted" data-testid="logic-keyboard-help">
        <Icon name="keyboard" />{' '}
        {readOnly ? (
          <Trans>Tab to a node, Enter to select it, arrows to move it on this screen.</Trans>
        ) : (
          <Trans>Tab to a node, Enter to select it, arrows to move it, Delete to remove it; Ctrl+C and Ctrl+V copy and paste the selection.</Trans>
        )}
      </Text>
      {simulation ? (
        <SimulationPanel simulation={simulation.simulation} onMoved={moved}>
          <ScenarioTimelinePanel simulation={simulation} selectedOutputs={only?.outputs.map((output) => output.id) ?? []} onMoved={moved} />
        </SimulationPanel>
      ) : null}
      {refusal ? (
        <Text role="alert" color="fg.error">
          {refusal}
        </Text>
      ) : null}
      <Flex direction={{ base: 'column', lg: 'row' }} gap="2" flex="1" minHeight={{ lg: '28rem' }}>
        {readOnly ? null : (
          <LogicSidePanel id="logic-palette" title={t`Gate palette`} icon="widgets" open={paletteOpen} onOpenChange={setPaletteOpen} openLabel={t`Show the gate palette`} closeLabel={t`Collapse the gate palette`}>
            <LogicPalette onAdd={addGate} />
          </LogicSidePanel>
        )}
        <Box position="relative" flex="1" minWidth="0" display="flex" flexDirection="column" gap="2">
          <Box
            ref={canvasBox}
            position="relative"
            flex={{ lg: '1' }}
            height={{ base: '60dvh', lg: 'auto' }}
            minHeight="20rem"
            borderWidth="1px"
            borderRadius="md"
            onKeyDown={onKeyDown}
            data-testid="logic-canvas"
            data-laid-out={laidOut && viewSet === component}
          >
            <LogicCanvas
              nodes={nodes}
              edges={view.edges}
              selectedEdges={selectedEdges}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              isValidConnection={isValidConnection}
              onDelete={onDelete}
              colorMode={theme}
              wireValues={simulatedStates}
              coveredRight={inspectorOpen && (only || onlyIo) ? INSPECTOR_INSET : 0}
              wiresInViewOnly={!laidOut}
              readOnly={readOnly}
            />
            {view.split && view.indexing && view.nodes.length === 0 ? (
              <Text position="absolute" top="2" left="50%" transform="translateX(-50%)" zIndex="5" px="2" py="1" fontSize="sm" color="fg.muted" bg="bg.panel" borderRadius="md" role="status">
                <Trans>Indexing the graph…</Trans>
              </Text>
            ) : null}
            {only || onlyIo ? null : (
              <Text position="absolute" top="2" right="2" zIndex="5" maxWidth="20rem" px="2" py="1" fontSize="sm" color="fg.muted" bg="bg.panel" borderRadius="md" pointerEvents="none">
                {readOnly ? <Trans>Select a gate to see its settings.</Trans> : <Trans>Select a gate to edit it, or add one from the palette.</Trans>}
              </Text>
            )}
          </Box>
          {inspectorOpen ? <LogicInspectorPanel open onOpenChange={setInspectorOpen}>{inspector}</LogicInspectorPanel> : null}
        </Box>
        {inspectorOpen ? null : <LogicInspectorPanel open={false} onOpenChange={setInspectorOpen}>{inspector}</LogicInspectorPanel>}
      </Flex>
    </Flex>
  );
}
