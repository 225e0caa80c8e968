/**
 * The name a pitch greets a journalist by. Most bylines put the given name first ('Maya Lindqvist' → 'Maya'); a
 * Chinese, Korean or Vietnamese byline often puts the family name first ('Lim Jia Hui', 'Wen Jiahui', 'Park Ji-won',
 * 'Nguyen Thi Mai'), and 'Hi Lim' greets a reporter by their surname. A byline is read family name first only when
 * its first word is a common East Asian family name and every other word is romanised syllables ('Kim Jones' and
 * 'Lee Anderson' stay given name first).
 */
export function salutationName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter((w) => w.length > 0);
  const first = words[0] ?? fullName.trim();
  if (words.length < 2) return first;
  const family = first.toLowerCase();
  const rest = words.slice(1);
  if (!rest.every((w) => w.split('-').every((part) => SYLLABLES.test(part.toLowerCase())))) return first;
  // 'Kim', 'Han', 'Lin', 'Jin' are given names in English too ('Kim Jensen' reads as two syllables): read family name
  // first only when what follows is written as a Korean or Chinese given name is, hyphenated or in two words ('Kim Ji-won').
  if (ALSO_GIVEN.has(family) && rest.length === 1 && !rest[0]!.includes('-')) return first;
  // A Vietnamese name is said by its last word ('Nguyen Thi Mai' is Mai); a Chinese or Korean one by all after the family name.
  if (VIETNAMESE.has(family)) return words[words.length - 1]!;
  return CHINESE_KOREAN.has(family) ? rest.join(' ') : first;
}

const CHINESE_KOREAN = new Set(
  'wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo he lin luo gao zheng liang xie song tang han feng deng cao peng zeng xiao tian dong pan yuan cai jiang yu du ye cheng wei su lu ding shen ren yao jin tan lim tay goh ng teo ong chua koh wong chan cheung leung lau kwok tsang yip kim park choi jung jeong kang cho yoon yun jang lim shin seo kwon hwang ahn song hong wen qian fang bai mao chong lee yap foo loh chin choo ooi khoo liew chew ang lai yeo soh toh tee quek heng neo sim seah chia lam mok kok leong fong yong lum'.split(
    ' ',
  ),
);
const ALSO_GIVEN = new Set(['kim', 'han', 'lin', 'jin', 'lu', 'su', 'song', 'hong', 'chan', 'lee']);
const VIETNAMESE = new Set('nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly'.split(' '));

/**
 * A word made only of romanised Chinese or Korean syllables ('jia', 'jiahui', 'xiaoming', 'ji', 'won', 'seo',
 * 'yeon'), or Vietnamese ones ('thi', 'van', 'mai'). English given names are rarely so ('anna' is, but 'Anna' does
 * not follow a family name from the list in an English byline).
 */
const SYLLABLE =
  '(?:zh|ch|sh|ng|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|yeon|yeo|eon|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ui|ue|eo|eu|ae|oe|er|hi|a|o|e|i|u|y)(?:n|ng|m)?';
const SYLLABLES = new RegExp(`^(?:${SYLLABLE}){1,3}$`);
