/**
 * What the demo's invented people are drawn from: a small deterministic random sequence
 * (mulberry32), so every new demo database and demo HIS file is alike on every machine,
 * and common Chinese surnames and given names. The names belong to nobody.
 */

export function demoSequence(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** A whole number from min to max, both included. */
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, between, chance: (p: number) => next() < p };
}
export type DemoSequence = ReturnType<typeof demoSequence>;

export const DEMO_SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];
export const DEMO_GIVEN_NAMES = [
  '建国',
  '秀英',
  '桂兰',
  '志强',
  '海燕',
  '玉梅',
  '国华',
  '丽娟',
  '文军',
  '淑珍',
  '德明',
  '春梅',
  '永红',
  '晓东',
  '凤英',
  '宏伟',
  '红霞',
  '振华',
  '静',
  '勇',
];

export const demoName = (random: DemoSequence) => random.pick(DEMO_SURNAMES) + random.pick(DEMO_GIVEN_NAMES);
