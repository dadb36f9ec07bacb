import { GraphQLError, type ValidationRule } from 'graphql'

import { graphqlProblem } from './graphqlLimits'

/** The limits of graphqlLimits as a validation rule, so every GraphQL execution path enforces them. */
export const boundedQueryRule: ValidationRule = (context) => ({
  Document(node) {
    const problem = graphqlProblem(node)
    if (problem) context.reportError(new GraphQLError(problem))
    return false
  },
})

export const graphqlValidationRules: ValidationRule[] = [boundedQueryRule]
