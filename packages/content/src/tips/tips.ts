import type { Tip } from './types.ts';

export const TIPS: readonly Tip[] = [
  {
    id: 1,
    name: 'tel-een-half-uur',
    title: 'Tel een half uur lang',
    image: 'koolmees',
    text: 'Kies een moment waarop je rustig een half uur de tijd hebt en ga op een plek zitten met goed zicht op je tuin of balkon, bijvoorbeeld achter het raam. Zet een wekker, zodat je precies dertig minuten telt.\n\nNoteer alle vogels die in die tijd in je tuin landen of er iets doen, zoals eten of zoeken in de struiken. Vogels die alleen hoog overvliegen tel je niet mee. Zie je niets? Ook dat is waardevol: geef het dan gewoon door.',
  },
  {
    id: 2,
    name: 'hoogste-aantal-tegelijk',
    title: 'Tel het hoogste aantal tegelijk',
    image: 'huismus',
    text: 'Vogels vliegen af en aan, dus dezelfde merel kan je tien keer voorbijkomen. Tel daarom niet alles op, maar noteer per soort het hoogste aantal dat je op één moment tegelijk ziet.\n\nZie je eerst drie huismussen, later vijf tegelijk en daarna nog twee? Dan schrijf je vijf huismussen op. Zo voorkom je dat je vogels dubbel telt.',
  },
  {
    id: 3,
    name: 'kijk-en-luister',
    title: 'Kijk én luister',
    image: 'winterkoning',
    text: 'Veel vogels hoor je eerder dan je ze ziet. Een winterkoning die luid zingt vanuit de heg of een gaai die krast in een boom verraadt zich met zijn geluid. Kijk daarna waar het geluid vandaan komt.\n\nLet bij een onbekende vogel op de grootte vergeleken met een mus, merel of kraai, op de kleuren en tekening, de vorm van de snavel en op wat hij doet: hupt hij, klimt hij tegen een stam of wipt hij met zijn staart? Een verrekijker helpt, maar is niet nodig.',
  },
  {
    id: 4,
    name: 'voer-verantwoord',
    title: 'Voer verantwoord',
    image: 'groenling',
    text: "Met gevarieerd voer help je verschillende soorten: zonnebloempitten voor mezen en vinken, ongezouten pinda's in een draadkorf, vetbollen zonder netje en wat appel of rozijnen op de grond voor merels en lijsters. Geef liever geen brood, gezouten of gekruide etensresten.\n\nHoud voederplekken schoon: maak voersilo's en voedertafels regelmatig schoon en ververs oud of beschimmeld voer. Zo voorkom je dat ziektes zich verspreiden tussen de vogels die samen komen eten.",
  },
  {
    id: 5,
    name: 'water-in-de-winter',
    title: 'Zet water neer, ook als het vriest',
    image: 'merel',
    text: 'Vogels hebben ook in de winter water nodig, om te drinken en om hun veren schoon te houden. Een ondiepe schaal met een ruwe bodem is genoeg; zet hem op een open plek, zodat katten niet ongezien kunnen naderen.\n\nVervang het water elke dag. Bij vorst kun je het ijs verwijderen en de schaal bijvullen met lauw water. Gebruik nooit zout of antivries om het water ijsvrij te houden: dat is schadelijk voor vogels.',
  },
  {
    id: 6,
    name: 'nestkast',
    title: 'Hang een nestkast op',
    image: 'pimpelmees',
    text: 'De winter is een goed moment om een nestkast op te hangen: veel vogels zoeken al in februari naar een nestplek. Een kast met een invliegopening van 28 millimeter is geschikt voor de pimpelmees, met een opening van 32 millimeter ook voor de koolmees en de huismus.\n\nHang de kast op twee tot drie meter hoogte, met de opening naar het noorden of oosten, zodat hij niet in de volle zon of wind hangt. Zorg dat katten er niet bij kunnen en maak de kast na het broedseizoen schoon.',
  },
  {
    id: 7,
    name: 'katten',
    title: 'Houd rekening met katten',
    image: 'roodborst',
    text: 'Katten vangen veel tuinvogels, vooral jonge vogels in het voorjaar. Zet voederplekken en waterschalen daarom op een plek met vrij zicht rondom en een paar meter van dichte struiken, zodat een kat zich niet ongezien kan besluipen.\n\nEen dichte, stekelige struik zoals meidoorn of hulst in de buurt biedt vogels een veilige schuilplaats. Heb je zelf een kat? Houd hem dan vooral in de vroege ochtend binnen, wanneer vogels het actiefst zijn.',
  },
  {
    id: 8,
    name: 'vogelvriendelijke-tuin',
    title: 'Maak je tuin vogelvriendelijk',
    image: 'kramsvogel',
    text: 'Een tuin met veel groen trekt meer vogels dan een betegelde tuin. Inheemse struiken met bessen, zoals lijsterbes, meidoorn, vlier en Gelderse roos, geven in de herfst en winter voedsel aan lijsters, merels en soms pestvogels.\n\nLaat in de herfst uitgebloeide planten met zaadhoofden staan en laat wat blad onder de struiken liggen: daarin zoeken merels en winterkoningen naar insecten. Een heg of klimop biedt beschutting om te schuilen, te slapen en te broeden.',
  },
];
