// The popups whose display conditions match the request, rendered hidden at the end of the page;
// only their timing and trigger checks (`popup-watch`) load until one opens.
import { contentTags } from '../../../db/content-tags.ts';
import { createCssSink } from '../../../model/css.ts';
import { POPUP_WATCH, preparePopups } from '../../../popups/page.ts';
import { PopupModal } from '../../../popups/render.tsx';
import { definePart } from '../page-part.ts';

export const popupsPart = definePart({
  name: 'popups',
  region: 'end',
  documents: (input) => (input.popups ?? []).map((p) => p.document),
  prepare({ input, plan, ctx }) {
    const sitePopups = input.popups ?? [];
    // The editor's canvas carries the popups' configuration even without popups.
    if (!sitePopups.length && !ctx.isEditor) return undefined;
    // Popups style their modal by its id (Elementor's popup CSS wrapper), not by the document wrapper.
    const sink = createCssSink(input.kit.breakpoints);
    const popups = preparePopups({
      popups: sitePopups,
      kit: input.kit,
      css: sink,
      log: ctx.log,
      isEditor: ctx.isEditor,
      timezone: input.timezone ?? 'UTC',
      viewer: input.viewer,
    });
    if (popups.views.length) plan.modules.add(POPUP_WATCH);
    // Popups play the entrance keyframes (backwards to leave): the page prints those they name.
    for (const { clientSettings: s } of popups.views) {
      for (const key of ['entrance_animation', 'entrance_animation_tablet', 'entrance_animation_mobile', 'exit_animation']) {
        if (typeof s[key] === 'string' && s[key]) plan.animations.add(s[key]);
      }
    }
    return {
      css: popups.css + sink.toString(),
      customCss: popups.customCss,
      ...(popups.config ? { config: { popups: popups.config } } : {}),
      tags: sitePopups.map((p) => contentTags.post(p.id)),
      render: (tree) =>
        popups.views.map((view, i) => <PopupModal key={view.id} popup={view} content={tree.region(sitePopups[i].document)} />),
    };
  },
});
