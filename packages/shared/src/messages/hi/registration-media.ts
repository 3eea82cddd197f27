// चुनी गई फ़ोटो और वीडियो में सरकारी पहचान पत्र की जाँच, जैसे ब्राउज़र दिखाता है (R7)।

export const checkingFile = (name: string, nth: number, total: number) =>
  `${name} जाँची जा रही है (${total} में से ${nth})...`;
export const preparingDownload = (loaded: string, total: string) =>
  `पहचान पत्र की जाँच तैयार हो रही है: ${total} में से ${loaded} MB`;
export const preparingIdCheck = 'पहचान पत्र की जाँच तैयार हो रही है';
