/** The ids that tie a /learn tab (in the LearnTabs island) to its panel (in the server HTML of LearnPanels). */
export const learnTabId = (id: string) => `tab-${id}`;
export const learnPanelId = (id: string) => `panel-${id}`;
