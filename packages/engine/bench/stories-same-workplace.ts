import type { QuestionToJudge } from '../src/types.ts';

/**
 * Stories of another occasion from the same workplace (ADR 157), the hardest form of the story that answers another
 * question: each question posed with one story that answers it, told in words of its own, and stories of other
 * occasions at the same job. Written for stop 40 before any was scored. Not labelled answers: a probe that a judge to
 * trust would put every right story above every story of another occasion.
 */
export type WorkplaceStories = { question: QuestionToJudge; right: string; elsewhere: string[] };

export const SAME_WORKPLACE: WorkplaceStories[] = [
  {
    question: {
      text: 'Tell me about a time a guest complained about their room on a night when the hotel was fully booked. What did you do?',
      job_title: 'Hotel Receptionist',
      round_type: 'Behavioral',
    },
    right:
      "Last summer, during the jazz festival, every single room we had was taken. Just before midnight a woman came down to the desk, upset that the air conditioning in 412 had stopped and she could not sleep. I apologised, called our maintenance man, and while he looked at it I gave her a fan and a cold drink in the lounge. He could not fix it that night, so I moved her into the manager's overnight room and took twenty percent off her bill. She left us a kind review the next week.",
    elsewhere: [
      'Last December I organised the staff Christmas party at our hotel. I booked the function room, planned a menu with the chef and set up a secret Santa for forty staff. On the night I ran the quiz and made sure the night shift got food too. Everyone said it was the best party we had had, and the manager asked me to run it again.',
      "One morning our booking system went down during checkout. I wrote every departing guest's room number and bill by hand, took card payments on the backup terminal and kept the queue calm by explaining what had happened. When the system came back I entered all thirty-two bills, and not one payment was lost.",
      'Last year I ran the hotel charity quiz night for a local hospice. I booked the function room, wrote sixty questions with two colleagues and sold tickets to guests and local businesses. On the night I hosted the quiz and kept the rounds on time. We raised eleven hundred pounds, twice what we had hoped, and the hospice asked us to make it a yearly event.',
    ],
  },
  {
    question: {
      text: 'Tell me about a time a patient refused to take their medication. What did you do?',
      job_title: 'Nurse',
      round_type: 'Behavioral',
    },
    right:
      'On a night shift last spring an elderly man on my ward pushed his tablets away and said he was not taking any more poison. I sat down with him and asked what worried him. He thought the new blood pressure tablet was making him dizzy. I checked his readings, told the doctor, and the doctor lowered the dose. I explained the change to him and he took it, and the dizziness stopped within two days.',
    elsewhere: [
      'Last winter our ward was short of two nurses for a week because of flu. I reorganised the rota, asked the bank staff office for cover and took on extra patients myself. I made sure the handovers were written down clearly so nothing was missed. We got through the week without a single missed medication round.',
      'Once a patient fell in the bathroom on my shift. I pressed the alarm, checked her for injuries without moving her, and stayed with her until the doctor came. I filled in the incident form and we put a non-slip mat and a grab rail in that bathroom the next day.',
    ],
  },
  {
    question: {
      text: 'Describe a time a delivery arrived late and the kitchen was about to run out of a key ingredient. What did you do?',
      job_title: 'Chef',
      round_type: 'Behavioral',
    },
    right:
      "On a Saturday last year our fish supplier's van broke down and by six o'clock we had four portions of cod left with a full book. I called the fishmonger in the market, who had hake, and my sous chef drove over to collect it. Meanwhile I told the servers to offer the hake special first. We served every table and nobody left unhappy.",
    elsewhere: [
      'Last year I redesigned our autumn menu. I costed every dish, tested six new recipes with the team and cut two dishes that were not selling. Food costs went down by four percent and the new lamb dish became our best seller.',
      'One evening a new commis chef burned his hand on a tray. I ran his hand under cold water, got the first aid kit, and sent him home with a colleague. Then I rearranged the stations so the line kept going, and I wrote up the accident so we could put better oven gloves by the ovens.',
    ],
  },
  {
    question: {
      text: 'Tell me about a time a pupil in your class kept disrupting lessons. What did you do?',
      job_title: 'Primary School Teacher',
      round_type: 'Behavioral',
    },
    right:
      'Two years ago I had a boy in year four who shouted out and wandered around the room in almost every maths lesson. I spoke with him privately and found that he could not read the questions on the board. I moved him to the front, gave him a printed sheet with bigger text and a job handing out books. The interruptions dropped to almost none within a month, and his maths improved.',
    elsewhere: [
      'Last December the school boiler broke down on the morning of the nativity play. I moved the play into the church hall next door, organised the parents to carry the chairs and kept the children warm with hot chocolate. The play went ahead on time and the parents loved it.',
      "Last year I led our school's reading week. I invited a local author, set up a book swap and got every class to make a reading corner. Library borrowing went up by a third that term.",
    ],
  },
];
